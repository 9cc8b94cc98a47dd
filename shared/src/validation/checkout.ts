/**
 * The checkout customer form (§checkout.field-rules), the stored user address, and the payment customer
 * update (POST /api/v1/stripe/update-customer).
 */
import { z } from 'zod';
import {
  type CheckResult,
  type FieldErrors,
  type FormValues,
  checkForm,
  errorsOf,
  filled,
  formBody,
  formValues,
  simpleEmail,
  strictObject,
} from './common';
import {
  type AddressField,
  type CheckoutAddressField,
  CHECKOUT_EMAIL_MESSAGE,
  checkoutAddressLabels,
  checkoutFieldMaxLength,
  MAX_TEXT_LENGTH,
} from './fields';

function tooLong(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/**
 * Every field is required ('{label} is required'), then capped; the email must also look like one
 * (§checkout.field-rules).
 */
function checkoutField(field: Exclude<CheckoutAddressField, 'email'>) {
  const label = checkoutAddressLabels[field];
  const max = checkoutFieldMaxLength[field];
  return filled(`${label} is required`).pipe(z.string().max(max, tooLong(label, max)));
}

const checkoutAddressRules = z.object({
  firstName: checkoutField('firstName'),
  lastName: checkoutField('lastName'),
  email: filled(`${checkoutAddressLabels.email} is required`).pipe(simpleEmail(CHECKOUT_EMAIL_MESSAGE)),
  line1: checkoutField('line1'),
  line2: checkoutField('line2'),
  city: checkoutField('city'),
  state: checkoutField('state'),
  postal_code: checkoutField('postal_code'),
  country: checkoutField('country'),
});

/** The checkout form's schema (`zodResolver(checkoutAddressFormSchema)`): trimmed, every field required. */
export const checkoutAddressFormSchema = formValues(checkoutAddressLabels).pipe(checkoutAddressRules);
/** The same form as a request body: strict, capped, then the same rules. */
export const checkoutAddressSchema = formBody(checkoutAddressLabels).pipe(checkoutAddressRules);

export type CheckoutAddressValues = FormValues<CheckoutAddressField>;
export type CheckoutAddress = z.output<typeof checkoutAddressFormSchema>;

export function checkCheckoutAddress(
  values: CheckoutAddressValues,
): CheckResult<CheckoutAddress, CheckoutAddressField> {
  return checkForm(checkoutAddressFormSchema, values);
}

/** Map of field to message in form order, or null when the checkout form is complete. */
export function validateCheckoutAddress(
  values: CheckoutAddressValues,
): FieldErrors<CheckoutAddressField> | null {
  return errorsOf(checkCheckoutAddress(values));
}

function addressText(field: AddressField) {
  const label = checkoutAddressLabels[field];
  const max = checkoutFieldMaxLength[field];
  return z
    .string({ error: `${label} is required` })
    .max(MAX_TEXT_LENGTH, { error: tooLong(label, max), abort: true })
    .trim()
    .max(max, tooLong(label, max));
}

/**
 * The address stored on the user (PUT /api/v1/user/update-user). Parts may be '' because a profile can be saved
 * before it has an address; the checkout form, not this schema, is what insists on a complete one. line2 may be
 * omitted (it defaults to '').
 */
export const addressSchema = strictObject(
  {
    line1: addressText('line1'),
    line2: addressText('line2').default(''),
    city: addressText('city'),
    state: addressText('state'),
    postal_code: addressText('postal_code'),
    country: addressText('country'),
  },
  'Address must be an object',
);
export type Address = z.output<typeof addressSchema>;

function filledAddressText(field: AddressField) {
  const label = checkoutAddressLabels[field];
  return addressText(field).min(1, { error: `${label} is required`, abort: true });
}

/**
 * A shipping address the payment provider can use: street, city, postal code and country must be filled; line2 and
 * state may be empty (Singapore addresses have no state).
 */
export const shippingAddressSchema = strictObject(
  {
    line1: filledAddressText('line1'),
    line2: addressText('line2').default(''),
    city: filledAddressText('city'),
    state: addressText('state').default(''),
    postal_code: filledAddressText('postal_code'),
    country: filledAddressText('country'),
  },
  'Address must be an object',
);

const customerName = z
  .string({ error: 'Name is required' })
  .max(MAX_TEXT_LENGTH, { error: 'Name must be at most 100 characters', abort: true })
  .trim()
  .min(1, { error: 'Name is required', abort: true })
  .max(100, 'Name must be at most 100 characters');

/** POST /api/v1/stripe/update-customer (§checkout.customer-payload). */
export const updateCustomerSchema = strictObject({
  customerData: strictObject(
    {
      email: z
        .string({ error: 'Email is required' })
        .trim()
        .min(1, { error: 'Email is required', abort: true })
        .pipe(simpleEmail(CHECKOUT_EMAIL_MESSAGE)),
      name: customerName,
      shipping: strictObject(
        {
          name: customerName,
          address: shippingAddressSchema,
        },
        'Shipping details are required',
      ),
    },
    'Customer details are required',
  ),
});
export type UpdateCustomerBody = z.output<typeof updateCustomerSchema>;
