/**
 * A remote run alone (`npm run dev -w mf-<name>`): a minimal host for its team, with the page-wide parts the
 * shell normally provides (history patch, session refresh on route change, the toaster), against the real API.
 *
 * What the shell does not provide either, a standalone page is handed by the remote's `src/standalone.tsx` (ADR
 * 056): development tools (`StandaloneTools`: the test shopper's bar and sign-in, from `@gemstore/dev-harness`), which
 * only that file imports, so they never reach a build the shop runs. There is no guard here: a customer page says
 * itself that it needs a signed-in shopper (SignedInOnly, §routes.guest-notice), and offers the tools' sign-in.
 */
import { mountRootParcel, start } from 'single-spa';
import type { ParcelConfigObject } from 'single-spa';
import { Global } from '@emotion/react';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ShopToaster } from '../notify';
import { matchRoute } from '../routes';
import { BrowserRouter } from '../router';
import { globalStyles } from '../theme/global-styles';
import { refreshSession } from '../session/refresh-session';
import { offerSignIn } from '../session/sign-in-offer';
import { loggedOutAtom, sessionStore } from '../session/store';
import { reloadWishlist } from '../session/wishlist';
import { NoticePage } from '../ui/notice-page';
import { Button } from '../ui/primitives';
import { RemoteProviders, type RemoteProps } from './remote-root';

/** What a standalone page's tools are given. */
export type StandaloneToolProps = {
  /** The remote's federation name ('checkout'). */
  remote: string;
  /** Asks the server again who is signed in, with their cart and wishlist: after the tools sign in or out. */
  refresh: () => Promise<void>;
};

/** Development tools for a remote's standalone page (ADR 056). */
export type StandaloneTools = {
  /** Drawn above the remote, inside the page's session store, theme and router. */
  Bar?: ComponentType<StandaloneToolProps>;
  /** A customer page's way to sign in for a guest (§routes.guest-notice), instead of the shop's Log in. */
  SignInOffer?: ComponentType<StandaloneToolProps>;
};

/** The page without tools: mountStandalonePage(name, parcel). */
export function mountStandalone(name: string, parcel: ParcelConfigObject<RemoteProps>): void {
  mountStandalonePage(name, parcel);
}

/**
 * Mounts the remote's parcel alone on its standalone page (the remote's `src/standalone.tsx`), with `tools` from
 * `@gemstore/dev-harness` in development (ADR 056).
 */
export function mountStandalonePage(
  name: string,
  parcel: ParcelConfigObject<RemoteProps>,
  tools: StandaloneTools = {},
): void {
  start({ urlRerouteOnly: true });
  const host = document.getElementById('root');
  if (!host) throw new Error('The standalone page has no #root element');
  const [bar, area, crash, toaster] = ['bar', 'area', 'crash', 'toaster'].map((part) => {
    const element = document.createElement('div');
    element.dataset.standalone = part;
    return element;
  }) as [HTMLDivElement, HTMLDivElement, HTMLDivElement, HTMLDivElement];
  host.append(bar, area, crash, toaster);
  // The document's styles, as the shell's page has them, and the toaster.
  createRoot(toaster).render(
    <RemoteProviders name="standalone">
      <Global styles={globalStyles} />
      <ShopToaster />
    </RemoteProviders>,
  );

  // The user and their cart (one round trip, as in the shell), then the wishlist. Alone, a remote has no shell to
  // lend it the checkout remote's cart (ADR 052): its Add to Cart says the cart is unavailable.
  const refresh = async () => {
    await refreshSession();
    await reloadWishlist().catch(() => undefined);
  };
  const onRoute = () => {
    // As the shell's outlet does: a logout's moment is over once a page that needs no sign-in is on show
    // (§routes.home-after-logout), so a customer page opened later says it needs a sign-in.
    const access = matchRoute(window.location.pathname)?.route.access.kind;
    if (access !== 'customer' && access !== 'role' && sessionStore.get(loggedOutAtom))
      sessionStore.set(loggedOutAtom, false);
    void refresh();
  };
  onRoute();
  window.addEventListener('popstate', onRoute);

  const { Bar, SignInOffer } = tools;
  if (SignInOffer) offerSignIn(() => <SignInOffer remote={name} refresh={refresh} />);
  if (Bar) {
    createRoot(bar).render(
      <RemoteProviders name="standalone">
        <BrowserRouter>
          <Bar remote={name} refresh={refresh} />
        </BrowserRouter>
      </RemoteProviders>,
    );
  }

  let crashRoot: Root | null = null;
  void mountRootParcel(parcel, {
    domElement: area,
    // The shell would show its fallback with Retry (§remote.load-failure); alone, the page says so itself rather
    // than stay blank.
    onCrash: (error: Error) => {
      console.error(`${name} crashed`, error);
      crashRoot ??= createRoot(crash);
      crashRoot.render(
        <RemoteProviders name="standalone">
          <NoticePage
            role="alert"
            eyebrow={`${name} (standalone)`}
            title={`${name} could not be drawn`}
            lead={error.message}
            action={
              <Button type="button" onClick={() => window.location.reload()}>
                Retry
              </Button>
            }
          />
        </RemoteProviders>,
      );
    },
  }).mountPromise;
}
