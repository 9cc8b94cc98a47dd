import { act, render, screen, waitFor } from '@testing-library/react';
import type { ParcelConfigObject } from 'single-spa';
import { api } from '../../api/client';
import { useSignInOffer } from '../../session/sign-in-offer';
import { authStatusAtom, loggedOutAtom, sessionStore, userAtom } from '../../session/store';
import { aUser } from '../../session/test-fixtures';
import type { RemoteProps } from '../remote-root';
import { mountStandalonePage, type StandaloneToolProps } from '../standalone';

// single-spa patches the history API once per page; each test here mounts a page of its own.
jest.mock('single-spa', () => ({ ...jest.requireActual<object>('single-spa'), start: jest.fn() }));

/** A parcel that draws a line, and hands its crash report to the test. */
function aParcel() {
  const seen: { onCrash?: ((error: Error) => void) | undefined } = {};
  const parcel: ParcelConfigObject<RemoteProps> = {
    name: 'probe',
    bootstrap: async () => undefined,
    mount: async (props) => {
      seen.onCrash = props.onCrash;
      // A parcel is given the element it draws in.
      if ('domElement' in props && props.domElement instanceof HTMLElement)
        props.domElement.textContent = 'The remote';
    },
    unmount: async () => undefined,
  };
  return { parcel, seen };
}

function OfferProbe() {
  const Offer = useSignInOffer();
  return Offer ? <Offer /> : <p>No offer</p>;
}

let signedIn = false;

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  signedIn = false;
  sessionStore.set(userAtom, null);
  sessionStore.set(authStatusAtom, 'checking');
  sessionStore.set(loggedOutAtom, false);
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => {
    if (url === '/user/me') return { data: { user: signedIn ? aUser() : null } };
    if (url === '/cart') return { data: { cartItems: [] } };
    return { data: { wishlistItems: [] } };
  });
});

afterEach(() => jest.restoreAllMocks());

describe('a standalone page (ADR 056)', () => {
  it("draws the tools' bar above the remote, and lends their sign-in to customer pages", async () => {
    const { parcel } = aParcel();
    let refresh: (() => Promise<void>) | null = null;
    const Bar = (props: StandaloneToolProps) => {
      refresh = props.refresh;
      return <p>Bar of {props.remote}</p>;
    };
    const SignInOffer = ({ remote }: StandaloneToolProps) => (
      <button type="button">Sign in as a test shopper ({remote})</button>
    );
    await act(async () => mountStandalonePage('checkout', parcel, { Bar, SignInOffer }));

    expect(await screen.findByText('Bar of checkout')).toBeInTheDocument();
    expect(await screen.findByText('The remote')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.get(authStatusAtom)).toBe('guest'));

    render(<OfferProbe />);
    expect(screen.getByRole('button', { name: 'Sign in as a test shopper (checkout)' })).toBeInTheDocument();

    // The tools sign in, then ask the page to look again.
    signedIn = true;
    await act(async () => refresh?.());
    expect(sessionStore.get(userAtom)?.email).toBe('ada@example.com');
  });

  it('says so, with Retry, when the remote crashes while drawing, instead of a blank page', async () => {
    const { parcel, seen } = aParcel();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => mountStandalonePage('checkout', parcel));
    await screen.findByText('The remote');
    act(() => seen.onCrash?.(new Error('Loading chunk cart-page failed')));
    expect(await screen.findByRole('alert')).toHaveTextContent('checkout could not be drawn');
    expect(screen.getByRole('alert')).toHaveTextContent('Loading chunk cart-page failed');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it("ends a logout's moment once a page that needs no sign-in shows (§routes.home-after-logout), as the shell does", async () => {
    const { parcel } = aParcel();
    window.history.replaceState(null, '', '/profile');
    await act(async () => mountStandalonePage('account', parcel));
    sessionStore.set(loggedOutAtom, true);
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(sessionStore.get(loggedOutAtom)).toBe(true);
    window.history.replaceState(null, '', '/');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(sessionStore.get(loggedOutAtom)).toBe(false);
    await waitFor(() => expect(sessionStore.get(authStatusAtom)).toBe('guest'));
  });
});
