/**
 * `@gemstore/shared/validation/fields`: the rules' field names, labels, limits and messages, without zod. A page
 * draws its form from these on its first load and fetches the rules themselves (zod and all) only when the shopper
 * starts using it (ADR 025); the rules in this folder are written from the same constants, so the page and the
 * server never disagree.
 */

/** Generous cap on any free-text field so oversize input is a 400 with a message, never a slow regex or a huge row. */
export const MAX_TEXT_LENGTH = 1000;

/** RFC 5321 limit on a whole address; also a cheap guard before any pattern runs. */
export const MAX_EMAIL_LENGTH = 254;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 20;
export const OTP_LENGTH = 6;
/** §login.trust-device: "Trust this device for 30 days". */
export const TRUST_DEVICE_DAYS = 30;

/** §otp.format: the code is six digits. */
export const OTP_MESSAGE = 'Please enter a valid 6-digit OTP.';

/** Special characters the reset page accepts (§reset.password-rules). */
export const RESET_PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

/** Special characters the profile's change-password rule accepts (§password-change.rules). */
export const CHANGE_PASSWORD_SPECIALS = '!@#$%^&*';

export const checkoutAddressFields = [
  'firstName',
  'lastName',
  'email',
  'line1',
  'line2',
  'city',
  'state',
  'postal_code',
  'country',
] as const;
export type CheckoutAddressField = (typeof checkoutAddressFields)[number];

export const addressFields = ['line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const;
export type AddressField = (typeof addressFields)[number];

/** The address's lines as forms draw them above the country, with the browser's autofill name of each. */
export const addressLines = [
  { part: 'line1', autoComplete: 'address-line1' },
  { part: 'line2', autoComplete: 'address-line2' },
  { part: 'city', autoComplete: 'address-level2' },
  { part: 'state', autoComplete: 'address-level1' },
  { part: 'postal_code', autoComplete: 'postal-code' },
] as const;

/**
 * The label rule of §checkout.field-rules, applied literally: underscores become spaces and the first letter
 * is capitalised, nothing else. So 'postal_code' → 'Postal code', 'city' → 'City', but 'firstName' →
 * 'FirstName' (camelCase is not split), which gives 'FirstName is required'. line1 and line2 have their own
 * labels and never reach this rule.
 */
export function labelFromFieldName(field: string): string {
  const spaced = field.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export const checkoutAddressLabels: Record<CheckoutAddressField, string> = {
  firstName: labelFromFieldName('firstName'),
  lastName: labelFromFieldName('lastName'),
  email: labelFromFieldName('email'),
  line1: 'Street Address',
  line2: 'Apartment, suite, etc.',
  city: labelFromFieldName('city'),
  state: labelFromFieldName('state'),
  postal_code: labelFromFieldName('postal_code'),
  country: labelFromFieldName('country'),
};

/** Toast shown when the checkout form fails (§checkout.field-rules). */
export const CHECKOUT_INVALID_MESSAGE = 'Please fill in all required fields correctly';
export const CHECKOUT_EMAIL_MESSAGE = 'Please enter a valid email address';

/** Field caps: generous for real addresses, small enough for a Stripe customer and a database row. */
export const checkoutFieldMaxLength: Record<CheckoutAddressField, number> = {
  firstName: 50,
  lastName: 50,
  email: MAX_EMAIL_LENGTH,
  line1: 200,
  line2: 200,
  city: 100,
  state: 100,
  postal_code: 20,
  country: 100,
};

/**
 * Profile images are sent inline as data URLs (§profile.picture); 2 MB keeps a user row and a response small.
 */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_TYPE_MESSAGE = 'Please choose an image file';
export const IMAGE_SIZE_MESSAGE = 'Image must be smaller than 2 MB';
