import { z } from 'zod';
import * as validation from '../index';
import { fieldErrorsFromZod, firstIssueMessage, firstMessage } from '../index';

describe('helpers', () => {
  it('firstMessage skips undefined entries', () => {
    expect(firstMessage({ a: undefined, b: 'B', c: 'C' })).toBe('B');
    expect(firstMessage({})).toBeUndefined();
  });

  it('fieldErrorsFromZod keeps the first message per field', () => {
    const result = validation.registerFormSchema.safeParse({
      firstName: 'A',
      lastName: '',
      email: 'x',
      password: '',
    });
    if (result.success) throw new Error('expected failure');
    expect(fieldErrorsFromZod(result.error)).toEqual({
      firstName: 'First name must be between 3 and 20 characters',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      password: 'Password is required',
      confirmPassword: 'Confirm password is required',
    });
    expect(firstIssueMessage(result.error)).toBe('First name must be between 3 and 20 characters');
  });
});

describe('every exported schema', () => {
  const schemas: [string, z.ZodType][] = [];
  for (const [name, value] of Object.entries(validation)) {
    if (value instanceof z.ZodType) schemas.push([name, value]);
  }

  it('is found', () => {
    expect(schemas.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'loginSchema',
        'registerSchema',
        'registerFormSchema',
        'changePasswordSchema',
        'resetPasswordPageSchema',
        'resetPasswordRequestSchema',
        'forgotPasswordSchema',
        'otpSchema',
        'verifyOtpSchema',
        'resendOtpSchema',
        'appointmentSchema',
        'customOrderSchema',
        'leaveMessageSchema',
        'checkoutAddressSchema',
        'addressSchema',
        'updateUserSchema',
        'updateCustomerSchema',
        'productIdSchema',
        'cartQuantitySchema',
        'wishlistUpdateSchema',
        'productListBodySchema',
        'productListQuerySchema',
      ]),
    );
  });

  // fastify-type-provider-zod turns request schemas into JSON Schema (input side) for the route docs.
  it.each(schemas)('%s converts to JSON Schema for requests', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })).not.toThrow();
  });
});
