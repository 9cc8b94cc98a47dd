/**
 * Draws what the current path asks for: guards first (§routes.guest-only, §routes.customer-only), then a
 * shell page, the owning remote's area, or 'Page Not Found'. The remote area is keyed by owner, so moving
 * within one remote keeps its parcel mounted and moving to another remote's route unmounts one and mounts the
 * other.
 */
import { Suspense, useContext, useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import {
  authStatusAtom,
  guard,
  loggedOutAtom,
  matchRoute,
  Navigate,
  roleAtom,
  type RemoteName,
  type RouteName,
  sessionStore,
  Spinner,
  useLocation,
  type Viewer,
} from '@gemstore/shared';
import { FirstScreenContext, firstScreenElement } from '../first-screen/first-screen-context';
import { CopiedWhenLeft } from '../remotes/held-page';
import { RemoteArea } from '../remotes/remote-area';
import { ShellPagesContext } from '../pages';
import { NotFound } from '../pages/not-found';

export type RememberedOrigin = { from?: string } | null;

export function RouteOutlet() {
  const location = useLocation();
  const status = useAtomValue(authStatusAtom);
  const role = useAtomValue(roleAtom);
  const loggedOut = useAtomValue(loggedOutAtom);
  const shellPages = useContext(ShellPagesContext);
  const drawnHere = useContext(FirstScreenContext);
  const match = matchRoute(location.pathname);
  const isPublic = match?.route.access.kind === 'public';
  // A logout's moment is over once a page that needs no sign-in is on show: a guest who then opens a customer's page
  // is sent to /login as usual.
  useEffect(() => {
    if (loggedOut && isPublic) sessionStore.set(loggedOutAtom, false);
  }, [loggedOut, isPublic]);

  if (!match) return <NotFound />;
  if (match.route.access.kind !== 'public' && status === 'checking') {
    // A guarded page drawn on the server for this shopper (ADR 065: a guest's page because they are not signed in, a
    // customer's because they are) stays on show while the browser checks, instead of giving way to a spinner and
    // coming back; the guard decides as usual once the answer is in.
    const { owner } = match.route;
    if (owner !== 'shell' && drawnOnServer(owner, drawnHere)) return <RemoteArea key={owner} name={owner} />;
    return (
      <ScreenHeld>
        <Spinner label="Checking your session" />
      </ScreenHeld>
    );
  }

  // Signed in means authenticated, not merely known: after login §login.success marks the user authenticated
  // 1.5 s later, and only then do guards move them on (to the remembered page or /).
  const viewer: Viewer =
    role !== 'guest' && status === 'authenticated' ? { status: 'signed-in', role } : { status: 'guest' };
  const remembered = (location.state as RememberedOrigin)?.from;
  const decision = guard(match.route, viewer, location.pathname + location.search, remembered);
  if (decision.kind === 'redirect') {
    // Just logged out on a customer's page: home (§routes.home-after-logout), with nothing remembered for the
    // next login.
    if (loggedOut && decision.to === '/login')
      return (
        <>
          <ScreenHeld />
          <Navigate to="/" replace />
        </>
      );
    return (
      <>
        <ScreenHeld />
        <Navigate
          to={decision.to}
          replace
          state={decision.rememberFrom ? ({ from: decision.rememberFrom } satisfies RememberedOrigin) : null}
        />
      </>
    );
  }

  const { owner } = match.route;
  if (owner === 'shell') {
    const Page = shellPages[match.name as RouteName & keyof typeof shellPages];
    if (!Page) return <NotFound />;
    // A page's chunk (src/pages/index.tsx) holds a screen's height while it arrives.
    // Copied as it goes, for the remote's page that may come next to show until it is drawn (held-page.tsx).
    return (
      <CopiedWhenLeft>
        <Suspense fallback={<ScreenHeld />}>
          <Page />
        </Suspense>
      </CopiedWhenLeft>
    );
  }
  return <RemoteArea key={owner} name={owner} />;
}

/**
 * Whether `remote`'s page is drawn on the server: on the server, the page being composed has its markup; in the
 * browser, the document as the server sent it has its element.
 */
function drawnOnServer(remote: RemoteName, drawnHere: { remote: RemoteName } | null): boolean {
  return drawnHere?.remote === remote || firstScreenElement(remote) !== null;
}

/**
 * A screen's height, as a remote's area holds while it arrives, for the moments before a page shows (the session
 * being checked, a redirect on its way): the footer stays below the fold instead of being pulled up under the header
 * and pushed down again once the page shows, a layout shift on a first visit.
 */
function ScreenHeld({ children }: { children?: ReactNode }) {
  return <div css={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>{children}</div>;
}
