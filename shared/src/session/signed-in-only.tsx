/**
 * §routes.guest-notice: a customer page (§routes.table) drawn only for a signed-in shopper, and never a spinner that
 * waits for a sign-in that is not coming. In the shop the shell's guard sends a guest to /login before the page is
 * drawn (§routes.customer-only); a page drawn without the shell (a remote's standalone page, ADR 056) has no guard,
 * and says here who may see it and how to sign in.
 *
 * While the first answer about the session is on its way the page waits (§routes.wait-for-session), and so it does
 * while a logout takes the shopper home (§routes.home-after-logout): the page is about to go, and in the shop
 * nothing new is shown for that moment.
 */
import styled from '@emotion/styled';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { routeTable, type RouteName } from '../routes';
import { useLocation } from '../router';
import { NoticeLink, NoticePage } from '../ui/notice-page';
import { Spinner } from '../ui/primitives';
import { useSignInOffer } from './sign-in-offer';
import { authStatusAtom, loggedOutAtom, userAtom } from './store';

/** A customer page's content, and what it shows, for SignedInOnly. */
export type SignedInOnlyProps = {
  /** The page's route: its access rule in the route table says whether it needs a signed-in shopper. */
  route: RouteName;
  /** What the page shows, as the notice names it: 'your cart', 'your profile'. */
  what: string;
  children: ReactNode;
};

/** §routes.guest-notice: the lead under 'Sign in to see {what}'. */
export const GUEST_NOTICE_LEAD =
  "This page shows what belongs to a shopper's account, and nobody is signed in here.";

/**
 * A page that needs a signed-in shopper (by its route's access rule): the page for one, a wait while the session is
 * not known yet, else the guest notice with the way to sign in (§routes.guest-notice).
 */
export function SignedInOnly({ route, what, children }: SignedInOnlyProps) {
  const user = useAtomValue(userAtom);
  const status = useAtomValue(authStatusAtom);
  const loggedOut = useAtomValue(loggedOutAtom);
  const { kind } = routeTable[route].access;
  if (kind === 'public' || kind === 'guest-only' || user) return <>{children}</>;
  if (status === 'checking' || loggedOut) {
    return (
      <Waiting>
        <Spinner label="Checking your session" />
      </Waiting>
    );
  }
  return <GuestNotice what={what} />;
}

function GuestNotice({ what }: { what: string }) {
  const Offer = useSignInOffer();
  const location = useLocation();
  return (
    <NoticePage
      eyebrow="Signed-in shoppers"
      title={`Sign in to see ${what}`}
      lead={GUEST_NOTICE_LEAD}
      action={
        Offer ? (
          <Offer />
        ) : (
          // As the shell's guard sends a guest: /login, remembering this page for after the sign-in.
          <NoticeLink to="/login" state={{ from: `${location.pathname}${location.search}` }}>
            Log in
          </NoticeLink>
        )
      }
    />
  );
}

const Waiting = styled.div({ minHeight: '50vh', display: 'grid', placeItems: 'center' });
