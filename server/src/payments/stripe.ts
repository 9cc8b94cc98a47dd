/**
 * Stripe Checkout behind the PaymentProvider interface. Prices arrive from the shop (which read them from its
 * database) as inline price_data, so no Products or Prices have to be kept in sync in the Stripe dashboard.
 */
import Stripe from 'stripe';
import {
  PaymentProviderError,
  WebhookSignatureError,
  assertValidCheckoutInput,
  type CreateCheckoutInput,
  type CustomerDetails,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSession,
  type ProviderSessionState,
} from './provider';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Where API requests go instead of api.stripe.com (tests against a local stand-in). */
  apiBase?: string | undefined;
  /** Retries of failed network requests (the library sends an Idempotency-Key, so retries are safe). */
  maxNetworkRetries?: number;
  /** Per-request timeout in milliseconds. */
  timeoutMs?: number;
};

export type StripePaymentProvider = PaymentProvider & { readonly name: 'stripe'; readonly client: Stripe };

const UNREACHABLE = 'The payment service could not be reached. Please try again in a moment.';
const REFUSED = 'The payment service refused the request. Please try again or contact us.';

export function createStripeProvider(options: StripeProviderOptions): StripePaymentProvider {
  const client = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    ...hostOptions(options.apiBase),
  });
  const webhookSecret = options.webhookSecret;

  async function retrieveSession(id: string): Promise<ProviderSessionState | null> {
    try {
      return toState(await client.checkout.sessions.retrieve(id));
    } catch (error) {
      if (isMissing(error)) return null;
      throw toProviderError(error);
    }
  }

  return {
    name: 'stripe',
    client,

    async createCheckoutSession(input: CreateCheckoutInput): Promise<ProviderSession> {
      assertValidCheckoutInput(input);
      const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = input.lineItems.map((item) => {
        const images = item.image && isAbsoluteHttps(item.image) ? [item.image] : undefined;
        return {
          quantity: item.quantity,
          price_data: {
            currency: input.currency,
            unit_amount: item.unitAmount,
            product_data: images ? { name: item.name, images } : { name: item.name },
          },
        };
      });
      // Shipping as its own line rather than shipping_options: Stripe ties shipping options to address collection
      // on its page, and the shop collects the address itself (upsertCustomer) before sending the shopper here.
      if (input.shippingAmount > 0) {
        lineItems.push({
          quantity: 1,
          price_data: {
            currency: input.currency,
            unit_amount: input.shippingAmount,
            product_data: { name: 'Shipping' },
          },
        });
      }
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'payment',
        line_items: lineItems,
        client_reference_id: input.reference,
        metadata: { reference: input.reference },
        payment_intent_data: { metadata: { reference: input.reference } },
        expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
      };
      let session: Stripe.Checkout.Session;
      try {
        session = await client.checkout.sessions.create(params);
      } catch (error) {
        throw toProviderError(error);
      }
      if (!session.url) throw new PaymentProviderError(REFUSED);
      return { id: session.id, url: session.url };
    },

    retrieveSession,

    async expireSession(id: string): Promise<void> {
      const before = await retrieveSession(id);
      if (!before || before.status !== 'open') return;
      try {
        await client.checkout.sessions.expire(id);
      } catch (error) {
        // Completed or expired between the two calls (the shopper paid just now): nothing to expire.
        const after = await retrieveSession(id).catch(() => before);
        if (!after || after.status !== 'open') return;
        throw toProviderError(error);
      }
    },

    async upsertCustomer(existingId: string | null, details: CustomerDetails): Promise<string | null> {
      const fields = {
        email: details.email,
        name: details.name,
        address: details.shipping.address,
        shipping: { name: details.shipping.name, address: details.shipping.address },
      };
      try {
        if (existingId) {
          try {
            return (await client.customers.update(existingId, fields)).id;
          } catch (error) {
            // A customer deleted in the dashboard (or from the other mode, test vs live) is simply made again.
            if (!isMissing(error)) throw error;
          }
        }
        return (await client.customers.create(fields)).id;
      } catch (error) {
        throw toProviderError(error);
      }
    },

    parseWebhook(
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ): ProviderEvent | null {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw new WebhookSignatureError('Missing Stripe-Signature header');
      }
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
          // completed arrives with payment_status 'unpaid' for delayed methods (PayNow, bank transfer); the state
          // carries that, and the shop fulfils only when it says paid (async_payment_succeeded follows later).
          return { type: 'checkout.completed', session: toState(event.data.object) };
        case 'checkout.session.async_payment_failed':
          // The delayed payment did not arrive; the session is complete on Stripe's side and will never be paid.
          return { type: 'checkout.payment_failed', session: toState(event.data.object) };
        case 'checkout.session.expired':
          return { type: 'checkout.expired', session: toState(event.data.object) };
        default:
          return null;
      }
    },
  };
}

function hostOptions(apiBase: string | undefined): {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
} {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

function isAbsoluteHttps(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

function toState(session: Stripe.Checkout.Session): ProviderSessionState {
  const intent = session.payment_intent;
  return {
    id: session.id,
    reference: session.client_reference_id ?? session.metadata?.reference ?? '',
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    // no_payment_required never happens here (every checkout has a positive total); treat it as not paid.
    paymentStatus: session.payment_status === 'paid' ? 'paid' : 'unpaid',
    amountTotal: session.amount_total ?? 0,
    currency: session.currency ?? 'sgd',
    paymentReference: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.code === 'resource_missing' || error.statusCode === 404)
  );
}

function toProviderError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  const unreachable =
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError;
  // The Stripe message may name parameters or keys: keep it as the cause for the logs, show a generic one.
  return new PaymentProviderError(unreachable ? UNREACHABLE : REFUSED, { cause: error });
}
