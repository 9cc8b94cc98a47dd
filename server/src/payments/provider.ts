/**
 * The one interface the shop codes against for taking payments. Two implementations: Stripe Checkout (stripe.ts)
 * when keys are configured, and a built-in local test provider (local/) that needs nothing.
 * All amounts are integer cents; the shop only sells in SGD.
 */

export type CheckoutLineItem = {
  name: string;
  quantity: number;
  unitAmount: number /* cents */;
  image: string | null;
};

export type CreateCheckoutInput = {
  /** The shop's checkout id (uuid) → Stripe client_reference_id / metadata. */
  reference: string;
  lineItems: CheckoutLineItem[];
  /** Cents, 0 = free. */
  shippingAmount: number;
  currency: 'sgd';
  customerEmail: string;
  /** Stripe customer id from upsertCustomer, null for the local provider. */
  customerId: string | null;
  /** Contains the literal {CHECKOUT_SESSION_ID}, replaced by the provider like Stripe does. */
  successUrl: string;
  cancelUrl: string;
  /** At least 30 minutes ahead (Stripe's minimum). */
  expiresAt: Date;
};

export type ProviderSession = { id: string; url: string };

export type ProviderSessionState = {
  id: string;
  reference: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  amountTotal: number;
  currency: string;
  /** Payment intent id / local charge id. */
  paymentReference: string | null;
};

/**
 * checkout.completed: the shopper finished the provider's page. Paid for cards; still unpaid for delayed methods
 * (bank transfers and the like), whose outcome follows as another checkout.completed (paid) or checkout.payment_failed.
 */
export type ProviderEvent =
  | { type: 'checkout.completed'; session: ProviderSessionState }
  | { type: 'checkout.payment_failed'; session: ProviderSessionState }
  | { type: 'checkout.expired'; session: ProviderSessionState };

export type CustomerDetails = {
  email: string;
  name: string;
  shipping: {
    name: string;
    address: {
      line1: string;
      line2: string;
      city: string;
      state: string;
      postal_code: string;
      country: string;
    };
  };
};

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckoutSession(input: CreateCheckoutInput): Promise<ProviderSession>;
  /** null = unknown id. */
  retrieveSession(id: string): Promise<ProviderSessionState | null>;
  /** No-op if already complete/expired. */
  expireSession(id: string): Promise<void>;
  upsertCustomer(existingId: string | null, details: CustomerDetails): Promise<string | null>;
  /** Verifies and parses a webhook delivery; throws WebhookSignatureError on a bad signature; returns null for event types the shop ignores. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent | null;
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** Provider unreachable / refused: the message is safe to show to a shopper. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** The placeholder Stripe replaces in success_url; the local provider does the same. */
export const CHECKOUT_SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/** Stripe's limits on expires_at: 30 minutes to 24 hours after creation. */
export const MIN_SESSION_LIFETIME_MS = 30 * 60 * 1000;
export const MAX_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Sum of the lines plus shipping, in cents. */
export function checkoutTotal(input: Pick<CreateCheckoutInput, 'lineItems' | 'shippingAmount'>): number {
  return input.lineItems.reduce((sum, item) => sum + item.quantity * item.unitAmount, input.shippingAmount);
}

/**
 * The checks both providers make before creating a session, so a bug in the shop shows up the same way with the
 * local provider as it would against Stripe (which refuses these too).
 */
export function assertValidCheckoutInput(input: CreateCheckoutInput, now: Date = new Date()): void {
  const fail = (why: string): never => {
    throw new PaymentProviderError(`The payment could not be started: ${why}.`);
  };
  if (input.lineItems.length === 0) fail('there is nothing to pay for');
  for (const item of input.lineItems) {
    if (item.name.trim() === '') fail('an item has no name');
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1)
      fail(`the quantity of ${item.name} is invalid`);
    if (!Number.isSafeInteger(item.unitAmount) || item.unitAmount < 0)
      fail(`the price of ${item.name} is invalid`);
  }
  if (!Number.isSafeInteger(input.shippingAmount) || input.shippingAmount < 0)
    fail('the shipping amount is invalid');
  if (checkoutTotal(input) <= 0) fail('the total must be more than zero');
  if (input.currency !== 'sgd') fail('only SGD is supported');
  if (!isHttpUrl(input.successUrl) || !isHttpUrl(input.cancelUrl)) fail('the return addresses are invalid');
  const lifetime = input.expiresAt.getTime() - now.getTime();
  // One minute of slack below Stripe's 30 minutes: the shop computes "now + 30 min" a moment before calling.
  if (!(lifetime >= MIN_SESSION_LIFETIME_MS - 60_000 && lifetime <= MAX_SESSION_LIFETIME_MS)) {
    fail('the session must expire between 30 minutes and 24 hours from now');
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
