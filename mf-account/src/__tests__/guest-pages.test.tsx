/**
 * §routes.guest-notice: the account's customer pages, without the shell's guard (the standalone page), tell a guest
 * how to sign in instead of waiting; its public and guest pages are anyone's as before.
 */
import { act, render, screen } from '@testing-library/react';
import { api, authStatusAtom, RemoteProviders, sessionStore, userAtom } from '@gemstore/shared';
import { AccountRoutes } from '../routes';
import { accountQueries } from '../lib/query-client';

const get = jest.spyOn(api, 'get');

function openAsGuest(path: string) {
  window.history.replaceState(null, '', path);
  sessionStore.set(userAtom, null);
  sessionStore.set(authStatusAtom, 'checking');
  render(
    <RemoteProviders name="account">
      <AccountRoutes />
    </RemoteProviders>,
  );
  act(() => sessionStore.set(authStatusAtom, 'guest'));
}

beforeEach(() => {
  get.mockReset();
  accountQueries.clear();
});

it.each([
  ['/profile', 'Sign in to see your profile'],
  ['/order-history', 'Sign in to see your orders'],
  ['/order-history/0b7c7f0e-3f0e-4c57-9d1e-0a1b2c3d4e5f', 'Sign in to see this order'],
  ['/wishlist', 'Sign in to see your wishlist'],
])('%s tells a guest to sign in, with the way to, instead of a spinner', (path, title) => {
  openAsGuest(path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(get).not.toHaveBeenCalled();
});

it('leaves /password-change to a guest as it was: the way to a reset link (§password-change.page)', async () => {
  openAsGuest('/password-change');
  expect(await screen.findByRole('link', { name: 'Send me a reset link' })).toBeInTheDocument();
});
