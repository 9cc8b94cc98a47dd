/**
 * Payments: pick the provider from the configuration, and the Stripe webhook route.
 * Everything the rest of the server needs is re-exported from here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { webhookAnswer } from '@gemstore/shared/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { failures, zodAnswers } from '../lib/responses';
import { createLocalProvider } from './local/provider';
import { WebhookSignatureError, type PaymentProvider, type ProviderEvent } from './provider';
import { createStripeProvider } from './stripe';

export * from './provider';
export * from './stripe';
export * from './local';

export type PaymentDeps = { db: Db; onEvent: (event: ProviderEvent) => Promise<void> };

/** Stripe when STRIPE_SECRET_KEY is set (loadConfig then insists on STRIPE_WEBHOOK_SECRET), else the local test provider. */
export function createPaymentProvider(config: Config, deps: PaymentDeps): PaymentProvider {
  if (config.STRIPE_SECRET_KEY) {
    if (!config.STRIPE_WEBHOOK_SECRET) {
      // loadConfig already refuses this; a Config built by hand must not get an unverifiable webhook either.
      throw new Error('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
    }
    return createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      apiBase: config.STRIPE_API_BASE,
    });
  }
  return createLocalProvider({ db: deps.db, publicUrl: config.PUBLIC_URL, onEvent: deps.onEvent });
}

export type StripeWebhookRoutesOptions = {
  provider: PaymentProvider;
  onEvent: (event: ProviderEvent) => Promise<void>;
};

/**
 * POST /webhook (the app registers it at '/api/v1/stripe'). The signature covers the exact bytes Stripe sent,
 * so JSON bodies are kept as the raw Buffer in this plugin's own (encapsulated) scope; the rest of the app keeps
 * Fastify's JSON parser.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<StripeWebhookRoutesOptions> = async (
  appBase,
  options,
) => {
  const app = zodAnswers(appBase);
  const { provider, onEvent } = options;
  if (app.hasContentTypeParser('application/json')) app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  // 400: the signature does not match; 500 (the shop's error shape too): handling failed, Stripe delivers it again.
  const schema = { tags: ['payments'], response: { 200: webhookAnswer, ...failures(400, 500) } };
  app.post<{ Body: unknown }>('/webhook', { schema }, async (request, reply) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let event: ProviderEvent | null;
    try {
      event = provider.parseWebhook(raw, request.headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        request.log.warn({ reason: error.message }, 'Stripe webhook with an invalid signature');
        return reply.code(400).send({ success: false as const, message: 'Invalid signature' });
      }
      throw error;
    }
    if (event) {
      try {
        await onEvent(event);
      } catch (error) {
        // A non-2xx answer makes Stripe deliver the event again later (with backoff, for up to three days).
        request.log.error(
          { err: error, sessionId: event.session.id, type: event.type },
          'Stripe webhook handling failed',
        );
        return reply.code(500).send({ success: false as const, message: 'Webhook handling failed' });
      }
    }
    return reply.code(200).send({ received: true as const });
  });
};
