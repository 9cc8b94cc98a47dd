/**
 * Accounts made the way a shopper makes them, through the API and the e-mailed code, inside the page's browser
 * context so its cookies (session, trusted device) belong to the page.
 */
import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { fromTheShop } from './from-the-shop';
import { latestCodeFor } from './mailbox';

export type Shopper = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userId: string;
};

/** A shopper's details with an e-mail no other journey (nor an earlier run) has used. */
export function freshShopper(): Omit<Shopper, 'userId'> {
  return {
    email: `shopper-${randomUUID().slice(0, 8)}@example.com`,
    password: 'Sapphire-Blue-2025',
    firstName: 'Amelia',
    lastName: 'Tan',
  };
}

export async function registerAndSignIn(request: APIRequestContext): Promise<Shopper> {
  const shopper = freshShopper();
  const registered = await request.post('/api/v1/user/register', { data: shopper, headers: fromTheShop });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/v1/user/login', {
    data: { email: shopper.email, password: shopper.password, trustDevice: true },
    headers: fromTheShop,
  });
  const { userId } = (await login.json()) as { userId: string };
  const otp = await latestCodeFor(shopper.email);
  const verified = await request.post('/api/v1/user/verify-otp', {
    data: { otp, userId, trustDevice: true },
    headers: fromTheShop,
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { ...shopper, userId };
}
