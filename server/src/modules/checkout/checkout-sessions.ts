/**
 * Reserving, releasing and fulfilling checkouts. Stock is taken when a checkout is created (a conditional
 * UPDATE, so two buyers can never both hold the last unit), given back when it expires or is cancelled,
 * and kept when it is paid. `fulfil` is the one idempotent path used by verify-payment, the webhook and
 * the sweeper: one order per checkout, whatever calls race.
 */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import {
  cartItems,
  checkoutSessions,
  orderLines,
  orders,
  products,
  users,
  type CheckoutCustomer,
  type CheckoutLine,
  type OrderStatus,
} from '../../db/schema';
import { orderReference } from '../../lib/crypto';
import { badRequest, HttpError } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import {
  orderConfirmationMessage,
  paymentBeingCheckedMessage,
  paymentNeedsAttentionMessage,
} from '../../mail/templates';
import type { CatalogueChanges } from '../catalogue/changes';
import type { PaymentProvider, ProviderSessionState } from '../../payments/provider';
import { formatSgd, shippingCents, totals } from './pricing';

export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000 + 60 * 1000;

/**
 * How long a checkout stays held once the shopper has finished the provider's page with a delayed method (a bank
 * transfer settles in a few business days). After it the sweeper asks the provider: paid becomes an order; still
 * pending gives the stock back, and a payment arriving even later is the 'paid after the hold lapsed' case.
 */
export const PENDING_PAYMENT_HOLD_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * What one checkout may hold. The shop sells mostly one-off stones, and a checkout takes its pieces off the shelf
 * for up to 31 minutes; without caps one account could hold the whole catalogue. A jeweller's real orders are a
 * few pieces (a pair of earrings, a set of calibrated side stones), so these leave every honest basket alone:
 * 10 different pieces, 20 units (a calibrated lot bought for a setting), and S$150,000 of goods, about twice the
 * dearest piece sold online. Larger purchases go through the shop's staff. Shipping is not counted.
 */
export const MAX_CHECKOUT_LINES = 10;
export const MAX_CHECKOUT_UNITS = 20;
export const MAX_CHECKOUT_SUBTOTAL_CENTS = 15_000_000;

/** Refuses, with the limit in the message, a checkout holding more than one shopper may take off the shelf. */
export function assertWithinCheckoutCaps(lines: CheckoutLine[]): void {
  if (lines.length > MAX_CHECKOUT_LINES) {
    throw badRequest(
      `A checkout can hold at most ${MAX_CHECKOUT_LINES} different pieces. Please remove some from your cart and try again.`,
    );
  }
  if (lines.reduce((sum, l) => sum + l.quantity, 0) > MAX_CHECKOUT_UNITS) {
    throw badRequest(
      `A checkout can hold at most ${MAX_CHECKOUT_UNITS} pieces in all. Please lower some quantities and try again.`,
    );
  }
  if (totals(lines, 0).subtotalCents > MAX_CHECKOUT_SUBTOTAL_CENTS) {
    throw badRequest(
      `A checkout can hold pieces worth at most ${formatSgd(MAX_CHECKOUT_SUBTOTAL_CENTS)}. Please contact us for a larger purchase.`,
    );
  }
}

/** Why a checkout failed, as the shop's metrics count it (ADR 059). */
export type CheckoutFailure = 'provider_refused' | 'payment_failed';

/**
 * The moments of a checkout the shop's metrics count (lib/observability.ts, ADR 059), each told once, where it
 * happens: started when its pieces are held, paid when its one order is made, failed when the provider refused to
 * start it or said its payment failed. A checkout that expires or is cancelled or replaced is none of these.
 */
export type CheckoutCounts = {
  started: () => void;
  paid: (status: OrderStatus) => void;
  failed: (reason: CheckoutFailure) => void;
};

export type CheckoutDeps = {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  /** Stock taken or given back reaches every process's listing cache (ADR 060). */
  catalogue: CatalogueChanges;
  publicUrl: string;
  /** The shop's staff inbox (SHOP_INBOX, where enquiries go): told about payments a person must check. */
  staffInbox: string;
  log: FastifyBaseLogger;
  /** The app's metrics; suites that call the module directly go without. */
  counts?: CheckoutCounts;
};

export type CheckoutRow = typeof checkoutSessions.$inferSelect;

/**
 * Takes the lines' quantities off stock, or fails with the stock message of §cart.stock-note and changes
 * nothing.
 */
async function reserveStock(tx: Tx, lines: CheckoutLine[]): Promise<void> {
  // Always lock rows in one order so two multi-line checkouts cannot deadlock.
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const taken = await tx
      .update(products)
      .set({ countInStock: sql`${products.countInStock} - ${line.quantity}`, updatedAt: new Date() })
      .where(and(eq(products.id, line.productId), sql`${products.countInStock} >= ${line.quantity}`))
      .returning({ id: products.id });
    if (taken.length === 0) {
      const [current] = await tx
        .select({ countInStock: products.countInStock })
        .from(products)
        .where(eq(products.id, line.productId));
      const left = current?.countInStock ?? 0;
      throw badRequest(left <= 0 ? 'Out of stock' : `Only ${left} products left`, {
        productId: line.productId,
        countInStock: left,
      });
    }
  }
}

/** The products of checkout lines: what a notice of their stock names (ADR 060). */
const piecesOf = (lines: CheckoutLine[]) => lines.map((line) => line.productId);

async function restoreStock(tx: Tx, lines: CheckoutLine[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    await tx
      .update(products)
      .set({ countInStock: sql`${products.countInStock} + ${line.quantity}`, updatedAt: new Date() })
      .where(eq(products.id, line.productId));
  }
}

export type NewCheckout = {
  userId: string;
  kind: 'cart' | 'product';
  lines: CheckoutLine[];
  customer: CheckoutCustomer;
  paymentCustomerId: string | null;
};

export async function createCheckout(
  deps: CheckoutDeps,
  input: NewCheckout,
): Promise<{ url: string; id: string }> {
  const { db, payments } = deps;
  if (input.lines.length === 0) throw badRequest('Your cart is empty');
  assertWithinCheckoutCaps(input.lines);

  const amounts = totals(input.lines, shippingCents(input.kind, input.customer.shipping.address.country));
  const expiresAt = new Date(Date.now() + CHECKOUT_LIFETIME_MS);
  const { checkout, replaced } = await db.transaction(async (tx) => {
    // One open checkout per shopper, made atomic by locking the shopper's row: parallel creates from one account
    // queue here, and each gives back what the previous one held in the same transaction that takes the stock
    // again, so at most one checkout per shopper is ever open and its stock is counted once. A row lock rather than
    // a partial unique index: no migration, and the loser of a race needs no retry, it simply goes second.
    // Only an 'open' one is replaced: a 'pending' one's money is on its way, and its pieces stay held until the
    // provider says paid, failed or expired.
    // NO KEY UPDATE, not UPDATE: inserts that merely reference the user (cart lines, orders, this checkout) take
    // KEY SHARE on the row, which NO KEY UPDATE lets through, so only other checkout creations wait.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('no key update');
    const previous = await tx
      .update(checkoutSessions)
      .set({ status: 'expired', stockReserved: false })
      .where(
        and(
          eq(checkoutSessions.userId, input.userId),
          eq(checkoutSessions.status, 'open'),
          eq(checkoutSessions.stockReserved, true),
        ),
      )
      .returning();
    for (const row of previous) await restoreStock(tx, row.lines);
    await reserveStock(tx, input.lines);
    const [row] = await tx
      .insert(checkoutSessions)
      .values({
        userId: input.userId,
        kind: input.kind,
        provider: payments.name,
        lines: input.lines,
        ...amounts,
        currency: 'sgd',
        customer: input.customer,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('checkout row missing after insert');
    await deps.catalogue.announce(tx, [
      ...previous.flatMap((old) => piecesOf(old.lines)),
      ...piecesOf(input.lines),
    ]);
    return { checkout: row, replaced: previous };
  });
  deps.counts?.started();
  deps.catalogue.forgetHere();
  // A replaced checkout whose payment page already exists is closed there too; one still waiting for its page is
  // closed by its own request below, when it finds itself replaced.
  for (const old of replaced) {
    if (old.providerSessionId) await expireProviderSession(deps, old.providerSessionId);
  }

  let session: { id: string; url: string };
  try {
    session = await payments.createCheckoutSession({
      reference: checkout.id,
      lineItems: input.lines.map((l) => ({
        name: l.name,
        quantity: l.quantity,
        unitAmount: l.unitPriceCents,
        image: l.image,
      })),
      shippingAmount: amounts.shippingCents,
      currency: 'sgd',
      customerEmail: input.customer.email,
      customerId: input.paymentCustomerId,
      successUrl: `${deps.publicUrl}/payment/success/{CHECKOUT_SESSION_ID}`,
      cancelUrl: `${deps.publicUrl}/payment/canceled?checkout=${checkout.id}`,
      expiresAt,
    });
  } catch (error) {
    deps.log.error({ err: error, checkout: checkout.id }, 'payment provider refused the checkout');
    deps.counts?.failed('provider_refused');
    await releaseCheckout(deps, checkout.id, { skipProvider: true });
    throw new HttpError(502, 'We could not reach the payment provider. Please try again in a moment.');
  }
  // The row lock above is not held while the provider answers (that would keep the stock rows locked for a network
  // call), so a newer checkout of the same shopper may have replaced this one meanwhile. This update and the
  // replacing one lock the same row, so exactly one of them sees the provider session and closes it.
  const [stored] = await db
    .update(checkoutSessions)
    .set({ providerSessionId: session.id, url: session.url })
    .where(eq(checkoutSessions.id, checkout.id))
    .returning({ status: checkoutSessions.status });
  if (stored?.status !== 'open') {
    await expireProviderSession(deps, session.id);
    throw new HttpError(409, 'You started another checkout meanwhile; please continue with the newest one.');
  }
  return { url: session.url, id: checkout.id };
}

async function expireProviderSession(deps: CheckoutDeps, providerSessionId: string): Promise<void> {
  await deps.payments
    .expireSession(providerSessionId)
    .catch((error: unknown) => deps.log.warn({ err: error }, 'could not expire the provider session'));
}

/**
 * Gives back the stock of an open checkout and closes it. Safe to call twice or concurrently. `pendingToo`: also one
 * whose payment is pending; only the provider's word (failed, expired) and the sweeper (the pending hold is over) may
 * close those, never the shopper's cancel or another checkout.
 */
export async function releaseCheckout(
  deps: CheckoutDeps,
  checkoutId: string,
  options: { skipProvider?: boolean; pendingToo?: boolean } = {},
): Promise<boolean> {
  const released = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(checkoutSessions)
      .set({ status: 'expired', stockReserved: false })
      .where(
        and(
          eq(checkoutSessions.id, checkoutId),
          inArray(checkoutSessions.status, options.pendingToo ? ['open', 'pending'] : ['open']),
          eq(checkoutSessions.stockReserved, true),
        ),
      )
      .returning();
    if (row) {
      await restoreStock(tx, row.lines);
      await deps.catalogue.announce(tx, piecesOf(row.lines));
    }
    return row;
  });
  if (!released) return false;
  deps.catalogue.forgetHere();
  if (!options.skipProvider && released.providerSessionId) {
    await expireProviderSession(deps, released.providerSessionId);
  }
  return true;
}

/**
 * Keeps an open checkout's stock while its payment is on its way (see PENDING_PAYMENT_HOLD_MS), marked 'pending' so
 * that a new checkout of the same shopper or a cancel does not give the pieces back meanwhile.
 */
export async function holdForPendingPayment(deps: CheckoutDeps, checkoutId: string): Promise<void> {
  const until = new Date(Date.now() + PENDING_PAYMENT_HOLD_MS);
  await deps.db
    .update(checkoutSessions)
    .set({
      status: 'pending',
      expiresAt: sql`greatest(${checkoutSessions.expiresAt}, ${until.toISOString()}::timestamptz)`,
    })
    .where(and(eq(checkoutSessions.id, checkoutId), inArray(checkoutSessions.status, ['open', 'pending'])));
}

export type FulfilResult = { orderId: string; created: boolean; status: OrderStatus };

/**
 * Turns a paid checkout into exactly one order. The checkout row is locked, so concurrent callers queue;
 * the first creates the order, the rest find it. An order staff must look at first ('Needs attention') gets no
 * confirmation: the shopper is told the payment is being checked, and the shop's inbox why.
 */
export async function fulfil(
  deps: CheckoutDeps,
  checkoutId: string,
  paid: ProviderSessionState,
): Promise<FulfilResult> {
  if (paid.paymentStatus !== 'paid') throw badRequest('Payment has not been completed');
  const result = await deps.db.transaction(async (tx) => {
    const [checkout] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkoutId))
      .for('update');
    if (!checkout) throw badRequest('Unknown checkout session');
    const [existing] = await tx
      .select({ id: orders.id, status: orders.status, reference: orders.reference })
      .from(orders)
      .where(eq(orders.checkoutSessionId, checkout.id));
    if (existing) return { order: existing, created: false, checkout, reasons: [] };

    // Why staff must look before the order is confirmed; none = a normal paid order.
    const reasons: string[] = [];
    if (paid.amountTotal !== checkout.totalCents || paid.currency.toLowerCase() !== checkout.currency) {
      deps.log.error({ checkout: checkout.id, paid }, 'paid amount does not match the checkout');
      reasons.push(
        `Paid ${formatSgd(paid.amountTotal)} ${paid.currency.toUpperCase()}, but the order total is ${formatSgd(checkout.totalCents)} ${checkout.currency.toUpperCase()}.`,
      );
    }
    if (!checkout.stockReserved && checkout.status === 'expired') {
      // Paid after the hold lapsed: take the stock again if it is still there, else staff must refund.
      try {
        await tx.transaction(async (inner) => reserveStock(inner, checkout.lines));
      } catch {
        reasons.push(
          'Paid after the checkout had lapsed, and its pieces are no longer in stock: refund, or find the pieces.',
        );
      }
    }
    const status: OrderStatus = reasons.length > 0 ? 'Needs attention' : 'Paid';
    const [order] = await tx
      .insert(orders)
      .values({
        reference: orderReference(),
        userId: checkout.userId,
        checkoutSessionId: checkout.id,
        status,
        subtotalCents: checkout.subtotalCents,
        shippingCents: checkout.shippingCents,
        totalCents: checkout.totalCents,
        currency: checkout.currency,
        customer: checkout.customer,
        paymentReference: paid.paymentReference,
      })
      .returning({ id: orders.id, status: orders.status, reference: orders.reference });
    if (!order) throw new Error('order row missing after insert');
    await tx.insert(orderLines).values(
      checkout.lines.map((line) => ({
        orderId: order.id,
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        imageUrl: line.image,
      })),
    );
    await tx
      .update(checkoutSessions)
      .set({ status: 'complete', stockReserved: false })
      .where(eq(checkoutSessions.id, checkout.id));
    // An order's pieces leave the shelf for good (a checkout paid after its hold lapsed took its stock again above).
    await deps.catalogue.announce(tx, piecesOf(checkout.lines));
    if (checkout.kind === 'cart') {
      await tx.delete(cartItems).where(
        and(
          eq(cartItems.userId, checkout.userId),
          inArray(
            cartItems.productId,
            checkout.lines.map((l) => l.productId),
          ),
        ),
      );
    }
    return { order, created: true, checkout, reasons };
  });

  const { order, checkout } = result;
  if (result.created) {
    deps.counts?.paid(order.status);
    deps.catalogue.forgetHere();
    if (order.status === 'Needs attention') {
      await tellNeedsAttention(deps, checkout, order.reference, paid, result.reasons);
    } else {
      await deps.mailer
        .send(
          checkout.customer.email,
          orderConfirmationMessage(
            checkout.customer.name,
            order.reference,
            checkout.lines.map((l) => ({
              name: l.name,
              quantity: l.quantity,
              amount: formatSgd(l.unitPriceCents * l.quantity),
            })),
            formatSgd(checkout.totalCents),
            `${deps.publicUrl}/order-history`,
          ),
        )
        .catch((error: unknown) => deps.log.error({ err: error }, 'order confirmation mail failed'));
    }
  }
  return { orderId: order.id, created: result.created, status: order.status };
}

/** The shopper hears their payment is being checked (not confirmed); the shop's inbox hears why. */
async function tellNeedsAttention(
  deps: CheckoutDeps,
  checkout: CheckoutRow,
  reference: string,
  paid: ProviderSessionState,
  reasons: string[],
): Promise<void> {
  await deps.mailer
    .send(
      checkout.customer.email,
      paymentBeingCheckedMessage(checkout.customer.name, reference, `${deps.publicUrl}/order-history`),
    )
    .catch((error: unknown) => deps.log.error({ err: error }, 'payment-being-checked mail failed'));
  await deps.mailer
    .send(
      deps.staffInbox,
      paymentNeedsAttentionMessage({
        reference,
        customerName: checkout.customer.name,
        customerEmail: checkout.customer.email,
        reasons,
        orderTotal: `${formatSgd(checkout.totalCents)} ${checkout.currency.toUpperCase()}`,
        paymentReference: paid.paymentReference,
        checkoutId: checkout.id,
      }),
    )
    // The order is marked either way; staff also find it by its status.
    .catch((error: unknown) =>
      deps.log.error({ err: error, reference }, 'needs-attention staff mail failed'),
    );
}

export async function checkoutByProviderSession(db: Db, provider: string, providerSessionId: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.provider, provider as CheckoutRow['provider']),
        eq(checkoutSessions.providerSessionId, providerSessionId),
      ),
    );
  return row;
}

/**
 * Closes checkouts whose time is up. Asks the provider first: a payment whose notice was missed
 * becomes an order instead of losing its stock.
 */
export async function sweepExpiredCheckouts(deps: CheckoutDeps): Promise<number> {
  const due = await deps.db
    .select()
    .from(checkoutSessions)
    .where(
      and(inArray(checkoutSessions.status, ['open', 'pending']), lt(checkoutSessions.expiresAt, new Date())),
    )
    .orderBy(asc(checkoutSessions.expiresAt))
    .limit(100);
  let closed = 0;
  for (const checkout of due) {
    const state = checkout.providerSessionId
      ? await deps.payments.retrieveSession(checkout.providerSessionId).catch(() => null)
      : null;
    if (state?.paymentStatus === 'paid') {
      await fulfil(deps, checkout.id, state);
    } else if (await releaseCheckout(deps, checkout.id, { pendingToo: true })) {
      closed++;
    }
  }
  return closed;
}
