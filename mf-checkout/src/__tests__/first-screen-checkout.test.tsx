/**
 * A signed-in shopper's checkout drawn on the server (ADR 067), in the browser: the first render hydrates what the
 * server drew (the same elements, the address in its fields, the order not priced again, nothing reported), and a form
 * the shopper had typed when their session ended comes back once the page is the code's, not in its first render.
 */
import { act, screen, within } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import {
  api,
  authStatusAtom,
  FIRST_SCREEN_ATTRIBUTE,
  forgetHandedAnswer,
  handedAnswerScript,
  sessionStore,
  userAtom,
  type CartLine,
} from '@gemstore/shared';
import { answeringApiClient, type AskedCall } from '@gemstore/shared/testing';
import { aCartLine } from '@gemstore/shared/test-fixtures';
import { renderFirstScreen } from '../first-screen';
import { ada, pageRequest } from '../test-helpers';

const ruby: CartLine = { ...aCartLine(12, 1), name: 'Burmese Ruby', price: 1500.5 };

/** The API as the shop answers: Ada is signed in; the ruby alone, priced for Singapore. */
function shop(asked: AskedCall) {
  if (asked.url === '/user/me') return { success: true, user: ada };
  if (asked.url === '/cart/proceed-to-checkout') {
    const item = { ...ruby, unitPriceCents: 150050, image: null };
    return {
      success: true,
      message: 'Ready for payment',
      addressComplete: true,
      summary: { items: [item], subtotal: 1500.5, shipping: 0, total: 1500.5, currency: 'SGD' },
    };
  }
  throw new Error(`not asked for: ${asked.url}`);
}

/** The page as the server sends it, with what it was drawn from; its area. */
async function sentPage(url: string): Promise<HTMLElement> {
  const drawn = await renderFirstScreen(pageRequest(url), answeringApiClient(shop).client);
  if (!drawn) throw new Error('nothing drawn');
  window.history.replaceState(null, '', url);
  forgetHandedAnswer();
  document.body.innerHTML = `<div ${FIRST_SCREEN_ATTRIBUTE}="checkout">${drawn.html}</div>${handedAnswerScript(drawn.answer)}`;
  const area = document.querySelector<HTMLElement>(`[${FIRST_SCREEN_ATTRIBUTE}]`);
  if (!area) throw new Error('no area');
  return area;
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the drawn checkout in the browser', () => {
  let reported: jest.SpyInstance;
  let post: jest.SpyInstance;
  beforeEach(() => {
    reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    post = jest.spyOn(api, 'post');
    jest.spyOn(api, 'get').mockResolvedValue({ data: { success: true, countries: [] } });
  });
  afterEach(() => jest.restoreAllMocks());

  it('is hydrated once the page knows who is signed in, from the priced order it was drawn from', async () => {
    const area = await sentPage('/checkout/product/12-1');
    const heading = area.querySelector('h1');
    const firstName = area.querySelector('input[name="firstName"]');
    sessionStore.set(userAtom, null);
    sessionStore.set(authStatusAtom, 'checking');

    const { default: app } = await import('../bootstrap');
    let mounted = false;
    const parcel = mountRootParcel(app, { domElement: area, hydrate: true });
    const mounting = parcel.mountPromise.then(() => {
      mounted = true;
    });
    await act(async () => undefined);
    // Not before the page knows who is signed in: the drawn page stays as it is meanwhile.
    expect(mounted).toBe(false);
    expect(area.querySelector('h1')).toBe(heading);

    await act(async () => {
      sessionStore.set(userAtom, ada);
      sessionStore.set(authStatusAtom, 'authenticated');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await act(() => mounting);
    expect(mounted).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBe(heading);
    expect(field('First name')).toBe(firstName);
    expect(field('First name')).toHaveValue('Ada');
    expect(field('Street Address')).toHaveValue('1 Orchard Rd');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Singapore');
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Burmese Ruby')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: /Pay \$1,500\.50/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Update Address' })).toBeInTheDocument();
    // The order is not priced again: the answer came with the page.
    expect(post).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
    await act(() => parcel.unmount());
  });

  it('gives back the form the shopper had typed when their session ended, after hydrating what was drawn', async () => {
    const { receiveDrawnCheckout } = await import('../pages/checkout-page');
    const { default: app } = await import('../bootstrap');
    const area = await sentPage('/checkout/product/12-1');
    sessionStorage.setItem(
      'gemstore.checkout-shipping-draft',
      JSON.stringify({
        userId: ada.id,
        values: { ...ada.address, firstName: 'Ada', lastName: 'Tan', email: ada.email, line2: '#12-34' },
      }),
    );
    sessionStore.set(userAtom, ada);
    sessionStore.set(authStatusAtom, 'authenticated');
    receiveDrawnCheckout();

    let parcel: ReturnType<typeof mountRootParcel> | undefined;
    // Rendered as act ends, then mounted.
    await act(async () => {
      parcel = mountRootParcel(app, { domElement: area, hydrate: true });
    });
    await act(() => parcel?.mountPromise);
    expect(field('Apartment, suite, etc.')).toHaveValue('#12-34');
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeInTheDocument();
    expect(sessionStorage.getItem('gemstore.checkout-shipping-draft')).toBeNull();
    expect(post).not.toHaveBeenCalled();
    // No mismatch between what the server drew and the first render.
    expect(reported).not.toHaveBeenCalled();
    await act(() => parcel?.unmount());
  });
});
