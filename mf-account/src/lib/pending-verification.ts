/**
 * A sign-in or registration waiting for its e-mailed code (§otp.page, §otp.pending-marker): what the verify
 * page needs, kept in the local-storage keys of §session.stored-keys so a reload of the verify page still
 * knows it. Started by login and register, ended by a verified code.
 */
import { verifyOtpRouteId } from '@gemstore/shared';
import { readStored, removeStored, storedKeys, writeStored, type OriginPage } from './stored-keys';

export type Verification = {
  userId: string;
  /** Where the code was sent, shown on the verify page. */
  email: string;
  /** Login or register: where 'Need to change email? Click here' leads back to. */
  origin: OriginPage;
  trustDevice: boolean;
};

/** Remembers the verification and answers the verify page's address (§otp.route-id). */
export function beginVerification(verification: Verification): string {
  const routeId = verifyOtpRouteId(verification.userId);
  writeStored(storedKeys.pendingVerification, verification.userId);
  writeStored(storedKeys.email, verification.email);
  writeStored(storedKeys.originPage, verification.origin);
  writeStored(storedKeys.tracking, routeId.slice(0, routeId.lastIndexOf('_')));
  if (verification.trustDevice) writeStored(storedKeys.trustDevice, 'true');
  else removeStored(storedKeys.trustDevice);
  return `/verify-otp/${routeId}`;
}

/** The verification waiting for `userId`'s code, or null when none is (the verify page then goes home). */
export function pendingVerification(userId: string | null): Verification | null {
  const pending = readStored(storedKeys.pendingVerification);
  if (!pending || pending !== userId) return null;
  return {
    userId: pending,
    email: readStored(storedKeys.email) ?? '',
    origin: readStored(storedKeys.originPage) === 'register' ? 'register' : 'login',
    trustDevice: readStored(storedKeys.trustDevice) === 'true',
  };
}

/** §otp.success: the marker and the trust flag go; the e-mail and origin stay for a next time. */
export function endVerification(): void {
  removeStored(storedKeys.pendingVerification, storedKeys.trustDevice, storedKeys.tracking);
}
