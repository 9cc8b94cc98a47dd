/**
 * What the checkout says (§checkout.field-rules, §checkout.address-save, §checkout.pay,
 * §cart.guest-redirect), in one place for the pages and their tests.
 */
import { CHECKOUT_INVALID_MESSAGE } from '@gemstore/shared/validation/fields';
import { CHECK_FAILED, LOG_IN_TO_CHECKOUT } from '../../../lib/order-check';

export const checkoutMessages = {
  invalidForm: CHECKOUT_INVALID_MESSAGE,
  customerFailed: 'Failed to process customer information',
  addressSaved: 'Address updated successfully!',
  addressFailed: 'Failed to update address',
  addressError: 'An error occurred while updating your address',
  logInToCheckout: LOG_IN_TO_CHECKOUT,
  checkFailed: CHECK_FAILED,
  paymentFailed: 'We could not start the payment. Please try again.',
} as const;
