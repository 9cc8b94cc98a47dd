/**
 * The test shopper (ADR 056): one fixed account on a reserved test domain, signed in the way a shopper signs in —
 * register the first time, log in, the code read from the local inbox, verified with this device trusted — so a
 * remote's standalone page can show its signed-in pages. Through the real API only: the server has no back door.
 *
 * The trusted device keeps later sign-ins from asking for a code at all (the cookie is the browser's for localhost,
 * whichever port): the daily caps on codes (ADR 049) and the per-account sign-in limits are never near.
 */
import { api, toApiError, type User } from '@gemstore/shared';
import {
  codeIn,
  isAccountExistsMail,
  isCodeMail,
  isResetMail,
  localInbox,
  resetTokenIn,
  type Inbox,
} from './inbox';
import { stockUp } from './stock-up';

/** On `.test`, a top-level domain reserved for tests (RFC 2606): no mail to it ever leaves a machine. */
export const TEST_SHOPPER = {
  firstName: 'Tess',
  lastName: 'Shopper',
  email: 'test.shopper@gemstore.test',
  password: 'Opal-Lantern-Quartz-58!',
} as const;

/** Where a sign-in is, for the page to say while it works. */
export type SignInStep = 'signing-in' | 'registering' | 'reading-code' | 'resetting-password' | 'stocking-up';

export const stepWords: Record<SignInStep, string> = {
  'signing-in': 'Signing in the test shopper…',
  registering: 'Registering the test shopper (first use)…',
  'reading-code': 'Reading the code from the local inbox…',
  'resetting-password': "Setting the test shopper's password again, with a reset link from the inbox…",
  'stocking-up': 'Putting pieces in the cart and wishlist…',
};

type LoginAnswer = { success: true; user: User } | { success: false; userId: string };

/**
 * Signs the test shopper in on this page's origin (its cookies), then gives them a few cart lines and wishlist items
 * when they have none. Resolves with the user; fails with the shop's own words (a limit, the inbox not answering).
 */
export async function signInAsTestShopper(
  onStep: (step: SignInStep) => void = () => undefined,
  inbox: Inbox = localInbox,
): Promise<User> {
  const user = await signIn(onStep, inbox, true);
  onStep('stocking-up');
  await stockUp();
  return user;
}

const { email, password, firstName, lastName } = TEST_SHOPPER;

async function signIn(onStep: (step: SignInStep) => void, inbox: Inbox, mayReset: boolean): Promise<User> {
  onStep('signing-in');
  const before = await inbox.seen(email);
  let answer: LoginAnswer;
  try {
    answer = (await api.post<LoginAnswer>('/user/login', { email, password, trustDevice: true })).data;
  } catch (error) {
    const failure = toApiError(error, 'The test shopper could not sign in');
    // 401: no account yet, or its password is no longer the test shopper's. Anything else (a limit) is said.
    if (failure.status !== 401) throw failure;
    return registerOrReset(onStep, inbox, mayReset);
  }
  // A trusted device: signed in at once.
  if (answer.success) return answer.user;
  onStep('reading-code');
  return verify(await inbox.next(email, before, isCodeMail), answer.userId);
}

async function registerOrReset(
  onStep: (step: SignInStep) => void,
  inbox: Inbox,
  mayReset: boolean,
): Promise<User> {
  onStep('registering');
  const before = await inbox.seen(email);
  const registered = await api
    .post<{ userId: string }>('/user/register', { firstName, lastName, email, password, trustDevice: true })
    .catch((error: unknown) => {
      throw toApiError(error, 'The test shopper could not be registered');
    });
  // A new address is sent its code; one that has an account is told someone tried to register it (ADR 037).
  const mail = await inbox.next(email, before, (m) => isCodeMail(m) || isAccountExistsMail(m));
  if (isCodeMail(mail)) {
    onStep('reading-code');
    return verify(mail, registered.data.userId);
  }
  // The account exists with another password (changed on /password-change): its owner's way back, a reset link.
  if (!mayReset)
    throw new Error("The test shopper's password could not be set again: the sign-in failed after a reset.");
  onStep('resetting-password');
  const beforeReset = await inbox.seen(email);
  await api.post('/user/password/forgot', { email });
  const token = resetTokenIn(await inbox.next(email, beforeReset, isResetMail));
  await api.post(`/user/password/reset/${token}`, { password }).catch((error: unknown) => {
    throw toApiError(error, "The test shopper's password could not be reset");
  });
  return signIn(onStep, inbox, false);
}

async function verify(mail: Parameters<typeof codeIn>[0], userId: string): Promise<User> {
  const answer = await api
    .post<{ user: User }>('/user/verify-otp', { otp: codeIn(mail), userId, trustDevice: true })
    .catch((error: unknown) => {
      throw toApiError(error, 'The code from the local inbox was refused');
    });
  return answer.data.user;
}
