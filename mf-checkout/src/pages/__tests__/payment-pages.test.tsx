import { act, screen } from '@testing-library/react';
import {
  api,
  ApiError,
  cartAtom,
  cartOwnerAtom,
  notify,
  Route,
  Routes,
  sessionStore,
  userAtom,
  type CartLine,
} from '@gemstore/shared';
import { createShopQueryClient } from '@gemstore/shared/data';
import { renderInRemote } from '@gemstore/shared/testing';
import { aCartLine, aUser } from '@gemstore/shared/test-fixtures';
import { PaymentCanceledPage } from '../payment-canceled-page';
import { PaymentSuccessPage } from '../payment-success-page';

const shopper = aUser();
const get = jest.spyOn(api, 'get');
const post = jest.spyOn(api, 'post');
const reply = <T,>(data: T) => ({ data }) as Awaited<ReturnType<typeof api.post>>;
const unpaid = () =>
  Promise.reject(
    new ApiError('Payment has not been completed', 402, {
      success: false,
      message: 'Payment has not been completed',
    }),
  );
const paid = (status: 'Paid' | 'Needs attention' = 'Paid', message = 'Payment verified') =>
  Promise.resolve(reply({ success: true, message, orderId: 'order-7', status }));

function openSuccess(sessionId = 'cs_test_1') {
  return renderInRemote(
    <Routes>
      <Route path="/payment/success/:sessionId" element={<PaymentSuccessPage />} />
      <Route path="*" element={null} />
    </Routes>,
    {
      remote: 'checkout',
      queries: createShopQueryClient(),
      url: `/payment/success/${sessionId}`,
      session: shopper,
    },
  );
}

const verifications = () => post.mock.calls.filter(([url]) => url === '/stripe/verify-payment');

const logged = jest.spyOn(console, 'error');

beforeEach(() => {
  jest.useFakeTimers();
  // §payment.verify-retry logs a failed verification: expected here, and checked where it matters.
  logged.mockReset().mockImplementation(() => undefined);
  get.mockReset();
  post.mockReset();
  get.mockResolvedValue(reply({ success: true, cartItems: [] }));
});

afterEach(async () => {
  await act(async () => {
    notify.dismissAll();
    await jest.advanceTimersByTimeAsync(5000);
  });
  jest.useRealTimers();
});

describe('PaymentSuccessPage (§payment.success-page, §payment.verify-retry, §payment.needs-attention)', () => {
  it("verifies the session, refreshes the cart, says 'Order confirmed! Redirecting...' and goes to / at 1500 ms, not 1499", async () => {
    let answer: (value: unknown) => void = () => undefined;
    post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const view = openSuccess();
    act(() => sessionStore.set(cartAtom, [aCartLine(12, 1)]));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getAllByText('Processing your order...').length).toBeGreaterThan(0);
    expect(post).toHaveBeenCalledWith('/stripe/verify-payment', { sessionId: 'cs_test_1' });

    await act(async () => answer(await paid()));
    expect(screen.getByText('Order confirmed! Redirecting...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      '/order-history/order-7',
    );
    expect(get).toHaveBeenCalledWith('/cart');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(sessionStore.get(cartAtom)).toEqual([]);

    await act(() => jest.advanceTimersByTimeAsync(1499));
    expect(view.location().pathname).toBe('/payment/success/cs_test_1');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(view.location().pathname).toBe('/');
  });

  it('asks again every 2000 ms while the provider still says unpaid, then confirms', async () => {
    post
      .mockImplementationOnce(unpaid)
      .mockImplementationOnce(unpaid)
      .mockImplementation(() => paid());
    openSuccess();
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(verifications()).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(verifications()).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(verifications()).toHaveLength(3);
    expect(screen.getByText('Order confirmed! Redirecting...')).toBeInTheDocument();
  });

  it('stops after 15 unpaid answers and says the payment is not confirmed yet, without leaving', async () => {
    post.mockImplementation(unpaid);
    const view = openSuccess();
    await act(() => jest.advanceTimersByTimeAsync(14 * 2000 - 1));
    expect(verifications()).toHaveLength(14);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(verifications()).toHaveLength(15);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment not confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('has not confirmed your payment yet');
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(verifications()).toHaveLength(15);
    expect(view.location().pathname).toBe('/payment/success/cs_test_1');
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('says why when the session is not the shopper’s (the seed only logged it), and offers the cart again', async () => {
    post.mockRejectedValue(
      new ApiError('Payment session not found', 404, { message: 'Payment session not found' }),
    );
    openSuccess('cs_someone_else');
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert')).toHaveTextContent('Payment session not found');
    expect(screen.queryByText('Processing your order...')).not.toBeInTheDocument();
    expect(verifications()).toHaveLength(1);
  });

  it('an order the shop must check first is not called confirmed, and the page stays', async () => {
    post.mockImplementation(() =>
      paid('Needs attention', 'We received your payment and are checking it; we will e-mail you shortly.'),
    );
    const view = openSuccess();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    expect(screen.getByText(/are checking it/)).toBeInTheDocument();
    expect(screen.queryByText('Order confirmed! Redirecting...')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(view.location().pathname).toBe('/payment/success/cs_test_1');
  });
});

describe('PaymentCanceledPage (§payment.canceled: the cart, with a notice)', () => {
  it('releases the held pieces at once and shows the cart as it was', async () => {
    const ruby: CartLine = { ...aCartLine(12, 1), name: 'Burmese Ruby' };
    sessionStore.set(userAtom, shopper);
    sessionStore.set(cartAtom, [ruby]);
    sessionStore.set(cartOwnerAtom, shopper.id);
    get.mockResolvedValue(reply({ success: true, cartItems: [ruby] }));
    post.mockResolvedValue(reply({ success: true, message: 'Checkout cancelled' }));
    renderInRemote(<PaymentCanceledPage />, {
      remote: 'checkout',
      queries: createShopQueryClient(),
      url: '/payment/canceled?checkout=2b1f0c8e-8a51-4f8e-9a0e-1c1d2e3f4a5b',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Payment canceled: nothing was charged.');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(post).toHaveBeenCalledWith('/stripe/cancel-checkout', {
      checkout: '2b1f0c8e-8a51-4f8e-9a0e-1c1d2e3f4a5b',
    });
    expect(get).toHaveBeenCalledWith('/cart');
  });
});
