import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  ApiError,
  authStatusAtom,
  notify,
  Route,
  Routes,
  sessionStore,
  userAtom,
  type User,
} from '@gemstore/shared';
import { renderInRemote } from '@gemstore/shared/testing';
import { aUser } from '@gemstore/shared/test-fixtures';
import { browser } from '../../lib/browser';
import { checkoutQueries } from '../../lib/query-client';
import { CheckoutPage } from '../checkout-page';

const shopper = aUser({
  address: {
    line1: '1 Orchard Rd',
    line2: '#01-01',
    city: 'Singapore',
    state: 'Singapore',
    postal_code: '238823',
    country: 'Singapore',
  },
});

const get = jest.spyOn(api, 'get');
const post = jest.spyOn(api, 'post');
const put = jest.spyOn(api, 'put');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.post>>;
const assign = jest.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);

const ruby = {
  productId: 12,
  name: 'Burmese Ruby',
  quantity: 1,
  unitPriceCents: 150050,
  image: null,
  price: 1500.5,
};
const sapphire = {
  productId: 14,
  name: 'Ceylon Sapphire',
  quantity: 2,
  unitPriceCents: 99999,
  image: '/api/v1/media/sapphire.jpg',
  price: 999.99,
};

/**
 * The server's priced check: shipping $50 outside Singapore on a single piece (§shipping.flat-fee-abroad),
 * free otherwise.
 */
function checkAnswer(body: { page?: string; country?: string }) {
  const items = body.page === 'product' ? [ruby] : [ruby, sapphire];
  const subtotal = items.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0) / 100;
  const shipping = body.page === 'product' && body.country && body.country !== 'Singapore' ? 50 : 0;
  return reply({
    success: true,
    message: 'Ready for payment',
    addressComplete: true,
    summary: { items, subtotal, shipping, total: subtotal + shipping, currency: 'SGD' },
  });
}

type Answers = Partial<Record<string, (body: Record<string, unknown>) => Promise<unknown>>>;

/** The server: the check prices what it is asked; the rest answer as a test sets up. */
function serverAnswers(answers: Answers = {}) {
  post.mockImplementation(async (url: string, body?: unknown) => {
    const given = (body ?? {}) as Record<string, unknown>;
    const answer = answers[url];
    if (answer) return (await answer(given)) as Awaited<ReturnType<typeof api.post>>;
    if (url === '/cart/proceed-to-checkout') return checkAnswer(given);
    if (url === '/stripe/update-customer') return reply({ success: true, message: 'Customer details saved' });
    if (url.startsWith('/stripe/create-checkout-session'))
      return reply({ success: true, url: 'https://pay.example/s/1' });
    throw new Error(`unexpected POST ${url}`);
  });
}

function openCheckout(path: string, user: User = shopper) {
  return renderInRemote(
    <Routes>
      <Route path="/checkout/:page/:productIds" element={<CheckoutPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { remote: 'checkout', queries: checkoutQueries, url: path, session: user },
  );
}

/** The countries service answers with Singapore and Malaysia. */
const malaysia = () =>
  get.mockResolvedValue(
    reply({
      success: true,
      countries: [
        { name: 'Singapore', code: 'SG', flag: '🇸🇬', dialCode: '+65' },
        { name: 'Malaysia', code: 'MY', flag: '🇲🇾', dialCode: '+60' },
      ],
    }),
  );
const aShopper = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const field = (name: string) => screen.getByRole('textbox', { name });
const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const calls = (url: string) => post.mock.calls.filter(([called]) => called === url);

beforeEach(() => {
  checkoutQueries.clear();
  jest.useFakeTimers();
  for (const spy of [get, post, put]) spy.mockReset();
  assign.mockClear();
  get.mockResolvedValue(reply({ success: true, countries: [] }));
  sessionStorage.clear();
  serverAnswers();
});

afterEach(async () => {
  await act(async () => {
    notify.dismissAll();
    await jest.advanceTimersByTimeAsync(5000);
  });
  jest.useRealTimers();
});

describe('CheckoutPage (§checkout.page, §checkout.summary)', () => {
  it('prices a Buy Now of one piece with the server: free shipping to Singapore', async () => {
    openCheckout('/checkout/product/12-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(await within(summary()).findByText('Burmese Ruby')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/cart/proceed-to-checkout',
      { page: 'product', productId: 12, quantity: 1, country: 'Singapore' },
      expect.anything(),
    );
    const figures = within(summary());
    expect(figures.getByText('Shipping').nextElementSibling).toHaveTextContent('Free');
    expect(figures.getByText('Total').nextElementSibling).toHaveTextContent('$1,500.50');
  });

  it('adds the $50 shipping on a single piece when another country is chosen, priced again by the server', async () => {
    malaysia();
    openCheckout('/checkout/product/12-1');
    const user = aShopper();
    await within(summary()).findByText('Burmese Ruby');
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'Malaysia');
    await waitFor(() =>
      expect(within(summary()).getByText('Shipping').nextElementSibling).toHaveTextContent('$50.00'),
    );
    expect(within(summary()).getByText('Total').nextElementSibling).toHaveTextContent('$1,550.50');
  });

  it('a Buy Now for a shopper with no country yet charges no shipping until one is chosen, then prices it', async () => {
    malaysia();
    // As the real server does: no country is priced as abroad.
    serverAnswers({
      '/cart/proceed-to-checkout': async (body) =>
        checkAnswer({ ...body, country: body.country === '' ? 'nowhere' : String(body.country) }),
    });
    const newcomer = aUser({ address: { ...shopper.address, country: '' } });
    openCheckout('/checkout/product/12-1', newcomer);
    const figures = within(summary());
    await figures.findByText('Burmese Ruby');
    expect(figures.getByText('Shipping').nextElementSibling).toHaveTextContent('Choose a country');
    expect(figures.getByText('Total').nextElementSibling).toHaveTextContent('$1,500.50');
    expect(figures.getByRole('button', { name: /Pay/ })).toHaveTextContent('Pay $1,500.50');
    const user = aShopper();
    if (!screen.queryByRole('combobox', { name: 'Country' })) {
      await user.click(screen.getByRole('button', { name: 'Update Address' }));
    }
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'Malaysia');
    await waitFor(() => expect(figures.getByText('Shipping').nextElementSibling).toHaveTextContent('$50.00'));
    expect(figures.getByText('Total').nextElementSibling).toHaveTextContent('$1,550.50');
  });

  it('a cart checkout sums every line to 2 decimals and adds no shipping', async () => {
    openCheckout('/checkout/cart/120-140');
    const figures = within(summary());
    expect(await figures.findByText('Ceylon Sapphire')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(
      '/cart/proceed-to-checkout',
      { page: 'cart', country: 'Singapore' },
      expect.anything(),
    );
    expect(figures.getByText('$1,999.98')).toBeInTheDocument();
    expect(figures.getByText('Total').nextElementSibling).toHaveTextContent('$3,500.48');
  });

  it('says a checkout address that names no order is not found', () => {
    openCheckout('/checkout/product/12');
    expect(screen.getByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (a piece sold meanwhile) and the way back to the cart", async () => {
    serverAnswers({
      '/cart/proceed-to-checkout': () =>
        Promise.reject(
          new ApiError('Burmese Ruby: Out of stock', 400, {
            success: false,
            message: 'Burmese Ruby: Out of stock',
          }),
        ),
    });
    openCheckout('/checkout/cart/120');
    expect(await within(summary()).findByRole('alert')).toHaveTextContent('Burmese Ruby: Out of stock');
    expect(within(summary()).getByRole('link', { name: 'Back to your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
  });
});

/** Issue 30 item 16, ADR 042: the words about delivery agree with the figures and with the cart and product page. */
describe('what the checkout says about delivery (§shipping.delivery-words, ADR 042)', () => {
  const toMalaysia = async () => {
    const user = aShopper();
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'Malaysia');
  };

  it('a cart checkout to Malaysia charges no shipping and says an order from the cart is delivered free abroad', async () => {
    malaysia();
    openCheckout('/checkout/cart/120-140');
    await within(summary()).findByText('Ceylon Sapphire');
    await toMalaysia();
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/cart/proceed-to-checkout',
        { page: 'cart', country: 'Malaysia' },
        expect.anything(),
      ),
    );
    const figures = within(summary());
    await waitFor(() => expect(figures.getByText('Shipping').nextElementSibling).toHaveTextContent('Free'));
    expect(
      figures.getByText('Delivery is free on an order from your cart, to Singapore and abroad.'),
    ).toBeInTheDocument();
    expect(figures.queryByText(/cart checkout/)).not.toBeInTheDocument();
  });

  it('Buy Now to Malaysia charges $50.00 and says so, and that an order from the cart would travel free', async () => {
    malaysia();
    openCheckout('/checkout/product/12-1');
    await within(summary()).findByText('Burmese Ruby');
    await toMalaysia();
    const figures = within(summary());
    await waitFor(() => expect(figures.getByText('Shipping').nextElementSibling).toHaveTextContent('$50.00'));
    expect(
      figures.getByText(
        'With Buy Now, delivery is free in Singapore and a flat $50.00 abroad. An order from your cart is delivered free everywhere.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the shipping address (§checkout.address-lock, §checkout.address-save)', () => {
  it("is locked while complete, until 'Update Address' opens it as 'Save Address'", async () => {
    openCheckout('/checkout/product/12-1');
    const user = aShopper();
    expect(field('Street Address')).toHaveValue('1 Orchard Rd');
    expect(field('Street Address')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    expect(field('Street Address')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Address' })).not.toBeInTheDocument();
  });

  it('opens by itself whenever a field is empty, and stays open once it is filled, until saved', async () => {
    openCheckout('/checkout/product/12-1', aUser({ address: { ...shopper.address, line2: '' } }));
    const user = aShopper();
    expect(field('Street Address')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeInTheDocument();
    await user.type(field('Apartment, suite, etc.'), '#02-02');
    expect(field('Street Address')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeInTheDocument();
  });

  it("says '{label} is required' under each empty field and 'Please fill in all required fields correctly'", async () => {
    openCheckout('/checkout/product/12-1');
    const user = aShopper();
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    await user.clear(field('Apartment, suite, etc.'));
    await user.clear(field('Postal code'));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Please fill in all required fields correctly')).toBeInTheDocument();
    expect(field('Apartment, suite, etc.')).toHaveAccessibleDescription('Apartment, suite, etc. is required');
    expect(field('Postal code')).toHaveAccessibleDescription('Postal code is required');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(put).not.toHaveBeenCalled();
  });

  it("saves the address only to the account, says 'Address updated successfully!' and locks again", async () => {
    const saved = { ...shopper, address: { ...shopper.address, line1: '2 Orchard Rd' } };
    put.mockResolvedValue(reply({ success: true, message: 'Profile updated', user: saved }));
    openCheckout('/checkout/product/12-1');
    const user = aShopper();
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    await user.clear(field('Street Address'));
    await user.type(field('Street Address'), '2 Orchard Rd');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText('Address updated successfully!')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/user/update-user', { address: saved.address });
    expect(field('Street Address')).toHaveAttribute('readonly');
    expect(sessionStore.get(userAtom)).toEqual(saved);
  });

  it.each([
    [
      'a refusal without a message',
      () => Promise.resolve(reply({ success: false, message: '' })),
      'Failed to update address',
    ],
    [
      'a failure without a message',
      () => Promise.reject(new ApiError('x', 500, null)),
      'An error occurred while updating your address',
    ],
    [
      'a failure with the server’s message',
      () => Promise.reject(new ApiError('State is too long', 400, { message: 'State is too long' })),
      'State is too long',
    ],
  ])('keeps the fields open and says so on %s', async (_case, answer, message) => {
    put.mockImplementation(answer);
    openCheckout('/checkout/product/12-1');
    const user = aShopper();
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field('Street Address')).not.toHaveAttribute('readonly');
  });
});

describe('paying (§checkout.pay, §checkout.field-rules, §checkout.server-check)', () => {
  it("checks, saves who pays, creates the session and leaves for the provider; 'Processing...' meanwhile, a second press does nothing", async () => {
    let answerCustomer: (value: unknown) => void = () => undefined;
    serverAnswers({
      '/stripe/update-customer': () => new Promise((resolve) => (answerCustomer = resolve)),
    });
    openCheckout('/checkout/product/12-2');
    const user = aShopper();
    const pay = await within(summary()).findByRole('button', { name: /^Pay / });
    await user.click(pay);
    expect(await within(summary()).findByRole('button', { name: 'Processing...' })).toBeInTheDocument();
    await user.click(within(summary()).getByRole('button', { name: 'Processing...' }));
    answerCustomer(reply({ success: true, message: 'Customer details saved' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/s/1'));
    expect(calls('/stripe/update-customer')).toEqual([
      [
        '/stripe/update-customer',
        {
          customerData: {
            email: 'ada@example.com',
            name: 'Ada Tan',
            shipping: { name: 'Ada Tan', address: shopper.address },
          },
        },
      ],
    ]);
    expect(calls('/stripe/create-checkout-session')).toEqual([
      ['/stripe/create-checkout-session', { productId: 12, quantity: 2 }],
    ]);
    // The check on opening, and the one the press made: never a third.
    expect(calls('/cart/proceed-to-checkout')).toHaveLength(2);
  });

  it('pays a cart through the cart session, with no body', async () => {
    openCheckout('/checkout/cart/120-140');
    const user = aShopper();
    await user.click(await within(summary()).findByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/s/1'));
    expect(calls('/stripe/create-checkout-session-cart')).toEqual([['/stripe/create-checkout-session-cart']]);
  });

  it("does not pay with an incomplete form: 'Please fill in all required fields correctly'", async () => {
    openCheckout('/checkout/product/12-1', aUser({ address: { ...shopper.address, city: '' } }));
    const user = aShopper();
    await user.click(await within(summary()).findByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Please fill in all required fields correctly')).toBeInTheDocument();
    expect(field('City')).toHaveAccessibleDescription('City is required');
    expect(calls('/stripe/update-customer')).toHaveLength(0);
  });

  it("says 'Failed to process customer information' when the customer cannot be saved, and can be pressed again", async () => {
    serverAnswers({ '/stripe/update-customer': () => Promise.reject(new ApiError('x', 502, null)) });
    openCheckout('/checkout/product/12-1');
    const user = aShopper();
    await user.click(await within(summary()).findByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Failed to process customer information')).toBeInTheDocument();
    expect(within(summary()).getByRole('button', { name: /^Pay / })).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's message when the piece is gone by the time of paying", async () => {
    serverAnswers({
      '/stripe/create-checkout-session': () =>
        Promise.reject(new ApiError('Out of stock', 400, { success: false, message: 'Out of stock' })),
    });
    openCheckout('/checkout/product/12-1');
    const user = aShopper();
    await user.click(await within(summary()).findByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('saves an address edited but not saved before paying, so the account keeps it (§checkout.address-save)', async () => {
    const moved = { ...shopper.address, line1: '9 Scotts Rd' };
    put.mockResolvedValue(reply({ success: true, message: 'ok', user: { ...shopper, address: moved } }));
    openCheckout('/checkout/product/12-1');
    const user = aShopper();
    await within(summary()).findByText('Burmese Ruby');
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    await user.clear(field('Street Address'));
    await user.type(field('Street Address'), '9 Scotts Rd');
    await user.click(within(summary()).getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith('/user/update-user', { address: moved });
  });
});

describe('a session that ended mid-checkout (§checkout.session-ended)', () => {
  it("says 'Please log in to checkout', goes to /login at 2000 ms (not 1999) and keeps what was typed", async () => {
    serverAnswers({
      '/stripe/update-customer': () =>
        Promise.reject(new ApiError('Please log in', 401, { success: false, message: 'Please log in' })),
    });
    const moved = { ...shopper.address, line2: '#12-34' };
    put.mockResolvedValue(reply({ success: true, message: 'ok', user: { ...shopper, address: moved } }));
    const view = openCheckout('/checkout/product/12-1');
    const user = aShopper();
    await within(summary()).findByText('Burmese Ruby');
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    await user.clear(field('Apartment, suite, etc.'));
    await user.type(field('Apartment, suite, etc.'), '#12-34');
    // When the notice is given: the 2000 ms count from there.
    let toldAt = 0;
    const tell = notify.error;
    jest.spyOn(notify, 'error').mockImplementation((message, duration) => {
      if (message === 'Please log in to checkout') toldAt = Date.now();
      tell(message, duration);
    });
    await user.click(within(summary()).getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Please log in to checkout')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(toldAt + 1999 - Date.now()));
    expect(view.location().pathname).toBe('/checkout/product/12-1');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(view.location().pathname).toBe('/login');
    expect(view.location().state).toEqual({ from: '/checkout/product/12-1' });
    expect(sessionStore.get(userAtom)).toBeNull();

    // Signed in again, the shopper finds the form as they left it.
    view.unmount();
    openCheckout('/checkout/product/12-1');
    expect(field('Apartment, suite, etc.')).toHaveValue('#12-34');
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeInTheDocument();
  });

  it('gives the kept form to the same account only', () => {
    sessionStorage.setItem(
      'gemstore.checkout-shipping-draft',
      JSON.stringify({ userId: 'someone-else', values: { ...shopper.address, firstName: 'Eve' } }),
    );
    openCheckout('/checkout/product/12-1');
    expect(field('First name')).toHaveValue('Ada');
  });
});

beforeEach(() => {
  sessionStore.set(authStatusAtom, 'authenticated');
});
