import { createStore } from 'jotai';
import {
  clearCustomOrderRequest,
  CUSTOM_ORDER_MESSAGE_MAX,
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

describe('custom-order request (Enquire for Price, SPEC §2)', () => {
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
    expect(message.length).toBeLessThanOrEqual(CUSTOM_ORDER_MESSAGE_MAX);
    expect(message.endsWith(`Product link: ${link}`)).toBe(true);
    expect(message).toContain('...');
  });
});
