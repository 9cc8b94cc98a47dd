/**
 * The checkout's shipping form (§checkout.address-lock, §checkout.address-save): what it starts from, when it
 * is locked, and what it sends. The fields are locked (read-only) until 'Update Address', and unlocked
 * whenever one of them is empty, so a shopper with no saved address can type at once.
 */
import type { Address, User } from '@gemstore/shared';
import type { CheckoutAddress, CheckoutAddressValues } from '@gemstore/shared/validation';
import {
  addressFields,
  checkoutAddressFields,
  type CheckoutAddressField,
} from '@gemstore/shared/validation/fields';

/** The form as typed: every field, possibly untrimmed. */
export type ShippingValues = CheckoutAddressValues;

/** The account's name, e-mail and saved address. */
export function shippingValuesOf(user: User): Record<CheckoutAddressField, string> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    line1: user.address.line1,
    line2: user.address.line2,
    city: user.address.city,
    state: user.address.state,
    postal_code: user.address.postal_code,
    country: user.address.country,
  };
}

export const anyFieldEmpty = (values: ShippingValues): boolean =>
  checkoutAddressFields.some((field) => !values[field]?.trim());

/** §checkout.address-lock: locked unless the shopper is updating it, or something is missing. */
export const shippingLocked = (values: ShippingValues, updating: boolean): boolean =>
  !updating && !anyFieldEmpty(values);

/**
 * The address part, as PUT /user/update-user takes it from the checkout (§checkout.address-save: address
 * only).
 */
export const addressOf = (values: CheckoutAddress): Address => ({
  line1: values.line1,
  line2: values.line2,
  city: values.city,
  state: values.state,
  postal_code: values.postal_code,
  country: values.country,
});

export const addressDiffers = (values: CheckoutAddress, saved: Address): boolean =>
  addressFields.some((field) => values[field] !== saved[field]);

/** §checkout.customer-payload: who pays and where the pieces go. */
export function customerDataOf(values: CheckoutAddress) {
  const name = `${values.firstName} ${values.lastName}`;
  return { email: values.email, name, shipping: { name, address: addressOf(values) } };
}
