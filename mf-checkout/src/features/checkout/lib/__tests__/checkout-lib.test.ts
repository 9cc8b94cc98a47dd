import { aUser } from '@gemstore/shared/test-fixtures';
import { checkoutOrderOf } from '../checkout-order';
import { anyFieldEmpty, customerDataOf, shippingLocked, shippingValuesOf } from '../shipping-address';

describe('checkoutOrderOf (§checkout.route)', () => {
  it("reads a cart's line ids joined by '-'", () => {
    expect(checkoutOrderOf('cart', '120')).toEqual({ page: 'cart', lineIds: [120] });
    expect(checkoutOrderOf('cart', '120-140-7')).toEqual({ page: 'cart', lineIds: [120, 140, 7] });
  });

  it('reads a Buy Now as {productId}-{quantity}, up to 99 of a piece and not 100', () => {
    expect(checkoutOrderOf('product', '12-1')).toEqual({ page: 'product', productId: 12, quantity: 1 });
    expect(checkoutOrderOf('product', '12-99')).toEqual({ page: 'product', productId: 12, quantity: 99 });
    expect(checkoutOrderOf('product', '12-100')).toBeNull();
    expect(checkoutOrderOf('product', '12-0')).toBeNull();
  });

  it.each([
    ['product', '12'],
    ['product', '12-1-3'],
    ['cart', ''],
    ['cart', '12--14'],
    ['cart', 'line-12'],
    ['wishlist', '12-1'],
    [undefined, '12-1'],
  ])('%s/%s names no order', (page, ids) => {
    expect(checkoutOrderOf(page, ids)).toBeNull();
  });
});

describe('the shipping form lock (§checkout.address-lock)', () => {
  const complete = shippingValuesOf(aUser({ address: { ...aUser().address, state: 'Central' } }));

  it('is locked when complete and not being updated', () => {
    expect(shippingLocked(complete, false)).toBe(true);
    expect(shippingLocked(complete, true)).toBe(false);
  });

  it.each([
    'firstName',
    'lastName',
    'email',
    'line1',
    'line2',
    'city',
    'state',
    'postal_code',
    'country',
  ] as const)('opens whenever %s is empty, or only spaces', (field) => {
    expect(shippingLocked({ ...complete, [field]: '' }, false)).toBe(false);
    expect(anyFieldEmpty({ ...complete, [field]: '   ' })).toBe(true);
  });
});

describe('customerDataOf (§checkout.customer-payload)', () => {
  it('names the payer and the recipient from the form, with the address', () => {
    const values = { ...shippingValuesOf(aUser()), state: 'Central' };
    expect(customerDataOf(values)).toEqual({
      email: 'ada@example.com',
      name: 'Ada Tan',
      shipping: {
        name: 'Ada Tan',
        address: {
          line1: '1 Orchard Rd',
          line2: '#01-01',
          city: 'Singapore',
          state: 'Central',
          postal_code: '238823',
          country: 'SG',
        },
      },
    });
  });
});
