import { act, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { authStatusAtom, loggedOutAtom, sessionStore, userAtom } from '../store';
import { offerSignIn } from '../sign-in-offer';
import { SignedInOnly } from '../signed-in-only';
import { aUser } from '../test-fixtures';
import { renderInRemote } from '../../testing';

const queries = new QueryClient();

function renderCart(url = '/cart') {
  return renderInRemote(
    <SignedInOnly route="cart" what="your cart">
      <h1>Your Cart</h1>
    </SignedInOnly>,
    { remote: 'checkout', queries, url },
  );
}

beforeEach(() => {
  sessionStore.set(userAtom, null);
  sessionStore.set(authStatusAtom, 'checking');
  sessionStore.set(loggedOutAtom, false);
  offerSignIn(null);
});

describe('§routes.guest-notice: a customer page without the shell’s guard', () => {
  it('shows the page to a signed-in shopper', () => {
    sessionStore.set(userAtom, aUser());
    sessionStore.set(authStatusAtom, 'authenticated');
    renderCart();
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
  });

  it('waits while the first answer about the session is on its way (§routes.wait-for-session), then says a guest must sign in', () => {
    renderCart();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    act(() => sessionStore.set(authStatusAtom, 'guest'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to see your cart' })).toBeInTheDocument();
    expect(
      screen.getByText("This page shows what belongs to a shopper's account, and nobody is signed in here."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your Cart' })).not.toBeInTheDocument();
  });

  it("offers the shop's Log in, remembering the page, as the guard would", async () => {
    sessionStore.set(authStatusAtom, 'guest');
    const view = renderCart('/cart?from=badge');
    const logIn = screen.getByRole('link', { name: 'Log in' });
    expect(logIn).toHaveAttribute('href', '/login');
    act(() => logIn.click());
    expect(view.location().pathname).toBe('/login');
    expect(view.location().state).toEqual({ from: '/cart?from=badge' });
  });

  it("offers the page's own way to sign in when its host gives one (a standalone page's test shopper)", () => {
    sessionStore.set(authStatusAtom, 'guest');
    offerSignIn(() => <button type="button">Sign in as a test shopper</button>);
    renderCart();
    expect(screen.getByRole('button', { name: 'Sign in as a test shopper' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('shows the page once the shopper signs in', () => {
    sessionStore.set(authStatusAtom, 'guest');
    renderCart();
    act(() => {
      sessionStore.set(userAtom, aUser());
      sessionStore.set(authStatusAtom, 'authenticated');
    });
    expect(screen.getByRole('heading', { name: 'Your Cart' })).toBeInTheDocument();
  });

  it('says nothing new while a logout takes the shopper home (§routes.home-after-logout)', () => {
    sessionStore.set(authStatusAtom, 'guest');
    sessionStore.set(loggedOutAtom, true);
    renderCart();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(screen.queryByRole('heading', { name: 'Sign in to see your cart' })).not.toBeInTheDocument();
  });

  it('leaves a page that needs no sign-in to everyone', () => {
    sessionStore.set(authStatusAtom, 'guest');
    renderInRemote(
      <SignedInOnly route="passwordChange" what="your password">
        <h1>Change Password</h1>
      </SignedInOnly>,
      { remote: 'account', queries, url: '/password-change' },
    );
    expect(screen.getByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
  });
});
