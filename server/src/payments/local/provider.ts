/**
 * The built-in test payment provider: what Stripe keeps on its side (sessions, their status, the card's last
 * four digits) lives in the shop's own database table local_payment_sessions, so the hosted test page works
 * with several API processes. Paying happens on the page served by routes.ts; the result reaches the shop
 * through onEvent, the in-process equivalent of Stripe's webhook.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localPaymentSessions } from '../../db/schema';
import {
  CHECKOUT_SESSION_ID_PLACEHOLDER,
  WebhookSignatureError,
  assertValidCheckoutInput,
  checkoutTotal,
  type CreateCheckoutInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderSession,
  type ProviderSessionState,
} from '../provider';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  DECLINED_MESSAGE,
  INSUFFICIENT_FUNDS_MESSAGE,
  cardOutcome,
  checkCard,
  type CardErrors,
  type CardForm,
} from './cards';

export type LocalSessionRecord = typeof localPaymentSessions.$inferSelect;

/** A session as the page shows it: the status already accounts for expires_at having passed. */
export type LocalCheckoutView = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  lineItems: { name: string; quantity: number; unitAmount: number }[];
  /** Derived: amount_total minus the lines (the table has no shipping column). */
  shippingAmount: number;
  amountTotal: number;
  currency: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  cardLast4: string | null;
  expiresAt: Date;
};

export type PayResult =
  | { kind: 'missing' }
  /** Expired, or already paid: nothing was charged by this request. */
  | { kind: 'closed'; checkout: LocalCheckoutView }
  | { kind: 'invalid'; checkout: LocalCheckoutView; errors: CardErrors }
  | { kind: 'declined'; checkout: LocalCheckoutView; message: string }
  | { kind: 'authenticate'; checkout: LocalCheckoutView; token: string }
  /** eventError: onEvent threw; the payment stands and the shop's verify-payment call is the other path. */
  | { kind: 'paid'; checkout: LocalCheckoutView; redirectTo: string; eventError?: unknown };

export type LocalPaymentProvider = PaymentProvider & {
  readonly name: 'local';
  /** For the hosted page. null = unknown id. */
  getCheckout(id: string): Promise<LocalCheckoutView | null>;
  pay(id: string, card: CardForm): Promise<PayResult>;
  /** The extra confirmation step of 4000 0027 6000 3184. */
  authenticate(id: string, token: string, outcome: 'complete' | 'fail'): Promise<PayResult>;
};

export type LocalProviderOptions = {
  db: Db;
  /** The shop's public origin (no trailing slash); the hosted page is served under it. */
  publicUrl: string;
  onEvent: (event: ProviderEvent) => Promise<void>;
  /** Clock, for tests. */
  now?: () => Date;
};

export const LOCAL_SESSION_PREFIX = 'cs_test_local_';
const LOCAL_SESSION_ID = /^cs_test_local_[A-Za-z0-9]{1,64}$/;

export function isLocalSessionId(id: string): boolean {
  return LOCAL_SESSION_ID.test(id);
}

export function isLocalProvider(provider: PaymentProvider): provider is LocalPaymentProvider {
  return provider.name === 'local';
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Unbiased base62 from crypto bytes (rejection sampling: 248 = 4 × 62). 32 chars ≈ 190 bits, unguessable. */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function createLocalProvider(options: LocalProviderOptions): LocalPaymentProvider {
  const { db, onEvent } = options;
  const now = options.now ?? (() => new Date());
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const t = localPaymentSessions;

  async function load(id: string): Promise<LocalSessionRecord | null> {
    if (!isLocalSessionId(id)) return null;
    const rows = await db.select().from(t).where(eq(t.id, id)).limit(1);
    return rows[0] ?? null;
  }

  function view(record: LocalSessionRecord): LocalCheckoutView {
    const itemsTotal = record.lineItems.reduce((sum, item) => sum + item.quantity * item.unitAmount, 0);
    return {
      id: record.id,
      status: effectiveStatus(record, now()),
      lineItems: record.lineItems,
      shippingAmount: Math.max(0, record.amountTotal - itemsTotal),
      amountTotal: record.amountTotal,
      currency: record.currency,
      customerEmail: record.customerEmail,
      successUrl: record.successUrl,
      cancelUrl: record.cancelUrl,
      cardLast4: record.cardLast4,
      expiresAt: record.expiresAt,
    };
  }

  function state(record: LocalSessionRecord): ProviderSessionState {
    const status = effectiveStatus(record, now());
    return {
      id: record.id,
      reference: record.clientReferenceId,
      status,
      paymentStatus: record.paymentStatus,
      amountTotal: record.amountTotal,
      currency: record.currency,
      // No column for it: the charge id is derived from the session's random part, so it is stable.
      paymentReference:
        record.paymentStatus === 'paid'
          ? `pi_test_local_${record.id.slice(LOCAL_SESSION_PREFIX.length)}`
          : null,
    };
  }

  /** Why nothing more can happen, after a conditional update touched no row. */
  async function closedOrMissing(id: string): Promise<PayResult> {
    const record = await load(id);
    return record ? { kind: 'closed', checkout: view(record) } : { kind: 'missing' };
  }

  /**
   * Marks the session paid with one conditional UPDATE (open and not yet expired), so two concurrent submits
   * charge once: only the request whose UPDATE returns the row emits the event and redirects.
   */
  async function charge(id: string, last4: string, pendingToken?: string): Promise<PayResult> {
    const conditions = [eq(t.id, id), eq(t.status, 'open'), gt(t.expiresAt, now())];
    if (pendingToken !== undefined) conditions.push(eq(t.pendingActionToken, pendingToken));
    const rows = await db
      .update(t)
      .set({ status: 'complete', paymentStatus: 'paid', cardLast4: last4, pendingActionToken: null })
      .where(and(...conditions))
      .returning();
    const record = rows[0];
    if (!record) return closedOrMissing(id);
    const redirectTo = record.successUrl.replaceAll(CHECKOUT_SESSION_ID_PLACEHOLDER, record.id);
    try {
      await onEvent({ type: 'checkout.completed', session: state(record) });
      return { kind: 'paid', checkout: view(record), redirectTo };
    } catch (eventError) {
      return { kind: 'paid', checkout: view(record), redirectTo, eventError };
    }
  }

  return {
    name: 'local',

    async createCheckoutSession(input: CreateCheckoutInput): Promise<ProviderSession> {
      assertValidCheckoutInput(input, now());
      const id = `${LOCAL_SESSION_PREFIX}${randomBase62(32)}`;
      await db.insert(t).values({
        id,
        clientReferenceId: input.reference,
        amountTotal: checkoutTotal(input),
        currency: input.currency,
        // Images are not kept: the test page shows none (its CSP allows no external resources).
        lineItems: input.lineItems.map(({ name, quantity, unitAmount }) => ({ name, quantity, unitAmount })),
        customerEmail: input.customerEmail,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt,
      });
      return { id, url: `${publicUrl}/api/v1/payments/local/checkout/${id}` };
    },

    async retrieveSession(id: string): Promise<ProviderSessionState | null> {
      const record = await load(id);
      return record ? state(record) : null;
    },

    async expireSession(id: string): Promise<void> {
      if (!isLocalSessionId(id)) return;
      // Emits nothing: the shop calls this itself and releases what it reserved.
      await db
        .update(t)
        .set({ status: 'expired', pendingActionToken: null })
        .where(and(eq(t.id, id), eq(t.status, 'open')));
    },

    async upsertCustomer(): Promise<string | null> {
      // There are no customer records on this side; the shop keeps the address itself.
      return null;
    },

    parseWebhook(): ProviderEvent | null {
      // The local provider reports through onEvent in-process and signs nothing, so no delivery is genuine.
      throw new WebhookSignatureError('The local payment provider does not send webhooks');
    },

    async getCheckout(id: string): Promise<LocalCheckoutView | null> {
      const record = await load(id);
      return record ? view(record) : null;
    },

    async pay(id: string, card: CardForm): Promise<PayResult> {
      const record = await load(id);
      if (!record) return { kind: 'missing' };
      const checkout = view(record);
      if (checkout.status !== 'open') return { kind: 'closed', checkout };
      const check = checkCard(card, now());
      if (!check.ok) return { kind: 'invalid', checkout, errors: check.errors };
      switch (cardOutcome(check.digits)) {
        case 'succeed':
          return charge(id, check.last4);
        case 'insufficient_funds':
          return { kind: 'declined', checkout, message: INSUFFICIENT_FUNDS_MESSAGE };
        case 'decline':
          return { kind: 'declined', checkout, message: DECLINED_MESSAGE };
        case 'authenticate': {
          const token = randomBytes(24).toString('base64url');
          const rows = await db
            .update(t)
            .set({ pendingActionToken: token, cardLast4: check.last4 })
            .where(and(eq(t.id, id), eq(t.status, 'open'), gt(t.expiresAt, now())))
            .returning({ id: t.id });
          if (rows.length === 0) return closedOrMissing(id);
          return { kind: 'authenticate', checkout, token };
        }
      }
    },

    async authenticate(id: string, token: string, outcome: 'complete' | 'fail'): Promise<PayResult> {
      const record = await load(id);
      if (!record) return { kind: 'missing' };
      const checkout = view(record);
      if (checkout.status !== 'open') return { kind: 'closed', checkout };
      if (!record.pendingActionToken || record.pendingActionToken !== token || !record.cardLast4) {
        return {
          kind: 'declined',
          checkout,
          message: 'This authentication request is no longer valid. Please enter your card details again.',
        };
      }
      if (outcome === 'complete') {
        const result = await charge(id, record.cardLast4, token);
        // Another tab answered the same request first and failed it: say so instead of "already paid".
        if (result.kind === 'closed' && result.checkout.status === 'open') {
          return { kind: 'declined', checkout: result.checkout, message: AUTHENTICATION_FAILED_MESSAGE };
        }
        return result;
      }
      await db
        .update(t)
        .set({ pendingActionToken: null, cardLast4: null })
        .where(and(eq(t.id, id), eq(t.pendingActionToken, token)));
      return { kind: 'declined', checkout, message: AUTHENTICATION_FAILED_MESSAGE };
    },
  };
}

function effectiveStatus(record: LocalSessionRecord, now: Date): LocalCheckoutView['status'] {
  // Stripe expires an open session at expires_at; here that is read off the clock instead of a background job.
  if (record.status === 'open' && record.expiresAt.getTime() <= now.getTime()) return 'expired';
  return record.status;
}
