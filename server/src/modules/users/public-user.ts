import type { Address } from '../../db/schema';
import type { UserRow } from './sessions';

const emptyAddress: Address = { line1: '', line2: '', city: '', state: '', postal_code: '', country: '' };

/** The user as the UI sees it (§session.user-fields): never the password hash or internal fields. */
export function publicUser(user: UserRow) {
  return {
    _id: user.id,
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    image: user.image,
    address: { ...emptyAddress, ...user.address },
    verified: user.verified,
  };
}

export type PublicUser = ReturnType<typeof publicUser>;
