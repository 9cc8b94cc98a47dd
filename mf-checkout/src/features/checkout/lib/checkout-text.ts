/** What the checkout says (SPEC §5 Checkout, §6, §8 Checkout), in one place for the pages and their tests. */
import { CHECKOUT_INVALID_MESSAGE } from '@gemstore/shared/validation/fields';

export const checkoutMessages = {
  invalidForm: CHECKOUT_INVALID_MESSAGE,
  customerFailed: 'Failed to process customer information',
  addressSaved: 'Address updated successfully!',
  addressFailed: 'Failed to update address',
  addressError: 'An error occurred while updating your address',
  logInToCheckout: 'Please log in to checkout',
  checkFailed: 'We could not check your order. Please try again.',
  paymentFailed: 'We could not start the payment. Please try again.',
} as const;
