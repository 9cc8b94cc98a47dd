/**
 * §routes.guest-notice: every page of the checkout remote is a customer's. Without the shell's guard (the standalone
 * page), a guest is told how to sign in; the cart no longer waits for ever for a shopper who is not coming (issue 31).
 */
import { act, render, screen } from '@testing-library/react';
import { api, authStatusAtom, RemoteProviders, sessionStore, userAtom } from '@gemstore/shared';
import { CheckoutRoutes } from '../routes';

const get = jest.spyOn(api, 'get');

function openAsGuest(path: string) {
  window.history.replaceState(null, '', path);
  sessionStore.set(userAtom, null);
  sessionStore.set(authStatusAtom, 'checking');
  render(
    <RemoteProviders name="checkout">
      <CheckoutRoutes />
    </RemoteProviders>,
  );
  // The page's first answer about the session: nobody is signed in.
  act(() => sessionStore.set(authStatusAtom, 'guest'));
}

beforeEach(() => get.mockReset());

it.each([
  ['/cart', 'Sign in to see your cart'],
  ['/payment/canceled', 'Sign in to see your cart'],
  ['/checkout/cart/10-20', 'Sign in to see your checkout'],
  ['/payment/success/cs_test_1', 'Sign in to see your payment'],
])('%s tells a guest to sign in, with the way to, instead of a spinner', (path, title) => {
  openAsGuest(path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  // Nothing of the shopper's is asked for.
  expect(get).not.toHaveBeenCalled();
});
