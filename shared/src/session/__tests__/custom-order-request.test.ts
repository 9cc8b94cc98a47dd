import { createStore } from 'jotai';
import {
  clearCustomOrderRequest,
  CUSTOM_ORDER_REQUEST_KEY,
  customOrderMessage,
  customOrderRequestAtom,
  requestCustomOrder,
} from '../custom-order-request';

const padparadscha = {
  id: 40,
  name: 'Padparadscha Sapphire',
  description: 'A rare pinkish-orange sapphire from Sri Lanka.',
  link: '/gemstones/featured/padparadscha-sapphire-1.4ct-oval-cut-40',
};

beforeEach(() => sessionStorage.clear());

describe('custom-order request (Enquire for Price, §product.enquire-for-price)', () => {
  it('is published to the shared store and to session storage, with the description and the product link', () => {
    const store = createStore();
    const request = requestCustomOrder(padparadscha, 'https://gemstore.sg', store);

    expect(request).toEqual({
      productId: 40,
      productName: 'Padparadscha Sapphire',
      productLink: 'https://gemstore.sg/gemstones/featured/padparadscha-sapphire-1.4ct-oval-cut-40',
      message:
        'I would like to enquire about the price of Padparadscha Sapphire.\n\n' +
        'A rare pinkish-orange sapphire from Sri Lanka.\n\n' +
        'Product link: https://gemstore.sg/gemstones/featured/padparadscha-sapphire-1.4ct-oval-cut-40',
    });
    expect(store.get(customOrderRequestAtom)).toEqual(request);
    expect(JSON.parse(sessionStorage.getItem(CUSTOM_ORDER_REQUEST_KEY) ?? 'null')).toEqual(request);

    clearCustomOrderRequest(store);
    expect(store.get(customOrderRequestAtom)).toBeNull();
    expect(sessionStorage.getItem(CUSTOM_ORDER_REQUEST_KEY)).toBeNull();
  });

  it('cuts a long description so the message fits the form, keeping the whole link', () => {
    const link = 'https://gemstore.sg/gemstones/featured/a-very-long-name-40';
    const message = customOrderMessage({ name: 'Stone', description: 'Facets. '.repeat(200) }, link);
    expect(message.length).toBeLessThanOrEqual(500);
    expect(message.endsWith(`Product link: ${link}`)).toBe(true);
    expect(message).toContain('...');
  });

  it('keeps a description that makes the message exactly 500 characters whole, and cuts one character more', () => {
    const link = 'https://gemstore.sg/gemstones/featured/stone-40';
    const opening = 'I would like to enquire about the price of Stone.';
    const closing = `Product link: ${link}`;
    // §custom-order.rules: the custom order form takes 500 characters; the parts are joined by blank lines.
    const fits = 'x'.repeat(500 - opening.length - closing.length - 4);

    const whole = customOrderMessage({ name: 'Stone', description: fits }, link);
    expect(whole).toBe(`${opening}\n\n${fits}\n\n${closing}`);
    expect(whole).toHaveLength(500);

    const cut = customOrderMessage({ name: 'Stone', description: `${fits}y` }, link);
    expect(cut).toBe(`${opening}\n\n${fits.slice(0, -3)}...\n\n${closing}`);
    expect(cut).toHaveLength(500);
  });
});
