import {
  CHECKOUT_INVALID_MESSAGE,
  checkoutAddressLabels,
  checkoutAddressSchema,
  firstMessage,
  labelFromFieldName,
  updateCustomerSchema,
  validateCheckoutAddress,
} from '../index';
import { chars, firstIssue, parsed } from '../test-helpers';

const form = {
  firstName: 'Anna',
  lastName: 'Tan',
  email: 'anna@example.com',
  line1: '1 Orchard Rd',
  line2: '#01-01',
  city: 'Singapore',
  state: 'Singapore',
  postal_code: '238823',
  country: 'Singapore',
};

describe('checkout customer form', () => {
  it('§checkout.field-rules: labels follow the rule literally', () => {
    expect(labelFromFieldName('postal_code')).toBe('Postal code');
    expect(checkoutAddressLabels).toEqual({
      firstName: 'FirstName',
      lastName: 'LastName',
      email: 'Email',
      line1: 'Street Address',
      line2: 'Apartment, suite, etc.',
      city: 'City',
      state: 'State',
      postal_code: 'Postal code',
      country: 'Country',
    });
    expect(CHECKOUT_INVALID_MESSAGE).toBe('Please fill in all required fields correctly');
  });

  it('every field is required', () => {
    expect(validateCheckoutAddress(form)).toBeNull();
    expect(validateCheckoutAddress({})).toEqual({
      firstName: 'FirstName is required',
      lastName: 'LastName is required',
      email: 'Email is required',
      line1: 'Street Address is required',
      line2: 'Apartment, suite, etc. is required',
      city: 'City is required',
      state: 'State is required',
      postal_code: 'Postal code is required',
      country: 'Country is required',
    });
    expect(validateCheckoutAddress({ ...form, line2: '  ' })).toEqual({
      line2: 'Apartment, suite, etc. is required',
    });
  });

  it('email must look like an email', () => {
    expect(validateCheckoutAddress({ ...form, email: 'anna@example' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateCheckoutAddress({ ...form, email: `${chars(250)}@b.co` })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('schema: first issue in form order, trimmed output, caps', () => {
    expect(firstIssue(checkoutAddressSchema, { ...form, city: '', email: 'bad' })).toBe(
      'Please enter a valid email address',
    );
    expect(firstIssue(checkoutAddressSchema, { ...form, postal_code: chars(21) })).toBe(
      'Postal code must be at most 20 characters',
    );
    expect(firstIssue(checkoutAddressSchema, { ...form, city: '' })).toBe(
      firstMessage(validateCheckoutAddress({ ...form, city: '' })),
    );
    expect(parsed(checkoutAddressSchema, { ...form, firstName: ' Anna ' })).toEqual(form);
  });
});

describe('updateCustomerSchema', () => {
  const address = {
    line1: '1 Orchard Rd',
    line2: '',
    city: 'Singapore',
    state: '',
    postal_code: '238823',
    country: 'SG',
  };
  const body = {
    customerData: { email: 'anna@example.com', name: 'Anna Tan', shipping: { name: 'Anna Tan', address } },
  };

  it('accepts the checkout payload', () => {
    expect(parsed(updateCustomerSchema, body)).toEqual(body);
    const { line2: _l, state: _s, ...bare } = address;
    expect(
      parsed(updateCustomerSchema, {
        customerData: { ...body.customerData, shipping: { name: 'A', address: bare } },
      }),
    ).toEqual({ customerData: { ...body.customerData, shipping: { name: 'A', address } } });
  });

  it('refuses missing or wrong parts', () => {
    expect(firstIssue(updateCustomerSchema, {})).toBe('Customer details are required');
    expect(firstIssue(updateCustomerSchema, { customerData: { ...body.customerData, email: 'x' } })).toBe(
      'Please enter a valid email address',
    );
    expect(firstIssue(updateCustomerSchema, { customerData: { ...body.customerData, name: ' ' } })).toBe(
      'Name is required',
    );
    expect(
      firstIssue(updateCustomerSchema, {
        customerData: { ...body.customerData, shipping: { name: 'A', address: { ...address, line1: '' } } },
      }),
    ).toBe('Street Address is required');
    expect(firstIssue(updateCustomerSchema, { customerData: { ...body.customerData, shipping: null } })).toBe(
      'Shipping details are required',
    );
  });
});
