/**
 * Holding, giving back and fulfilling checkouts, on the module's own functions against a real (PGlite) database
 * with a payment provider and a mailer that keep what they were asked: the caps of one checkout (10 pieces, 20
 * units, S$150,000), the 31-minute hold and the 3-day hold for a pending payment, the stock messages, the URLs the
 * provider gets, a refused provider, fulfilment once (and 'Needs attention' with its reasons), and the sweeper.
 * Numbers are the ones the rules (§checkout.hold, §checkout.caps) and the checkout design state, written out.
 */
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { Db } from '../src/db/client';
import { cartItems, checkoutSessions, orders, products, type CheckoutLine } from '../src/db/schema';
import { HttpError } from '../src/lib/errors';
import type { Mailer } from '../src/mail/mailer';
import type { Message } from '../src/mail/templates';
import { ListingCache } from '../src/modules/catalogue/cache';
import { catalogueChangesInProcess } from '../src/modules/catalogue/changes';
import {
  assertWithinCheckoutCaps,
  checkoutByProviderSession,
  createCheckout,
  fulfil,
  holdForPendingPayment,
  releaseCheckout,
  sweepExpiredCheckouts,
  type CheckoutDeps,
} from '../src/modules/checkout/checkout-sessions';
import type { CreateCheckoutInput, PaymentProvider, ProviderSessionState } from '../src/payments/provider';
import { checkoutCustomer, checkoutLine, insertShopper } from './support/checkout';
import { openTestDatabase } from './support/database';
import { insertProduct } from './support/app';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  close = database.close;
});
afterAll(() => close());

const sent: { to: string; message: Message }[] = [];
let mailFails = false;
const mailer: Mailer = {
  send: async (to, message) => {
    if (mailFails) throw new Error('mail server down');
    sent.push({ to, message });
  },
  close: () => undefined,
};

/** A provider that records what it is asked; `refuse` makes the next createCheckoutSession throw. */
class RecordingProvider implements PaymentProvider {
  readonly name = 'local' as const;
  created: CreateCheckoutInput[] = [];
  expired: string[] = [];
  states = new Map<string, ProviderSessionState>();
  refuse = false;
  expireFails = false;
  /** Runs while the provider is being asked, before it answers (another request of the same shopper, say). */
  meanwhile: (() => Promise<unknown>) | null = null;
  private n = 0;
  async createCheckoutSession(input: CreateCheckoutInput) {
    if (this.refuse) {
      this.refuse = false;
      throw new Error('provider down');
    }
    const meanwhile = this.meanwhile;
    this.meanwhile = null;
    if (meanwhile) await meanwhile();
    this.created.push(input);
    this.n += 1;
    const id = `rec_${Date.now()}_${this.n}`;
    return { id, url: `https://pay.example/${id}` };
  }
  async retrieveSession(id: string) {
    return this.states.get(id) ?? null;
  }
  async expireSession(id: string) {
    if (this.expireFails) throw new Error('provider down');
    this.expired.push(id);
  }
  async upsertCustomer() {
    return null;
  }
  parseWebhook() {
    return null;
  }
}

/** The messages the module logs (a real pino logger from Fastify, writing here), and each entry's fields. */
const logged: string[] = [];
const logEntries: Record<string, unknown>[] = [];
const log = Fastify({
  logger: {
    level: 'warn',
    stream: {
      write: (line: string) => {
        const entry = JSON.parse(line) as { level: number; msg: string } & Record<string, unknown>;
        const { level, msg } = entry;
        logEntries.push(entry);
        logged.push(`${level >= 50 ? 'error' : 'warn'}: ${msg}`);
      },
    },
  },
}).log;

let payments: RecordingProvider;
let deps: CheckoutDeps;
beforeEach(() => {
  mailFails = false;
  payments = new RecordingProvider();
  deps = {
    db,
    payments,
    mailer,
    catalogue: catalogueChangesInProcess(new ListingCache()),
    publicUrl: 'https://shop.example',
    staffInbox: 'staff@shop.example',
    log,
  };
});

const stockOf = async (id: number) =>
  (await db.select({ n: products.countInStock }).from(products).where(eq(products.id, id)))[0]?.n;

const rowOf = async (id: string) =>
  (await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)))[0];

async function refusal(run: () => unknown): Promise<HttpError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

async function start(lines: CheckoutLine[], kind: 'cart' | 'product' = 'product', country = 'Singapore') {
  const userId = await insertShopper(db);
  const created = await createCheckout(deps, {
    userId,
    kind,
    lines,
    customer: checkoutCustomer(country),
    paymentCustomerId: null,
  });
  return { userId, ...created };
}

const paidState = (reference: string, amountTotal: number, currency = 'sgd'): ProviderSessionState => ({
  id: 'unused',
  reference,
  status: 'complete',
  paymentStatus: 'paid',
  amountTotal,
  currency,
  paymentReference: 'pi_test',
});

describe('what one checkout may hold: 10 pieces, 20 units, S$150,000', () => {
  const pieces = (n: number, quantity = 1, price = 100) =>
    Array.from({ length: n }, (_, i) => checkoutLine(i + 1, quantity, price));

  it('takes 10 different pieces and refuses 11, naming the limit', async () => {
    expect(() => assertWithinCheckoutCaps(pieces(10))).not.toThrow();
    const refused = await refusal(() => assertWithinCheckoutCaps(pieces(11)));
    expect(refused.statusCode).toBe(400);
    expect(refused.message).toBe(
      'A checkout can hold at most 10 different pieces. Please remove some from your cart and try again.',
    );
  });

  it('takes 20 units in all and refuses 21, naming the limit', async () => {
    expect(() => assertWithinCheckoutCaps([...pieces(9, 2), checkoutLine(10, 2)])).not.toThrow();
    const refused = await refusal(() => assertWithinCheckoutCaps([...pieces(9, 2), checkoutLine(10, 3)]));
    expect(refused.message).toBe(
      'A checkout can hold at most 20 pieces in all. Please lower some quantities and try again.',
    );
  });

  it('takes S$150,000.00 of goods and refuses one cent more, naming the limit', async () => {
    expect(() => assertWithinCheckoutCaps([checkoutLine(1, 2, 7_500_000)])).not.toThrow();
    const refused = await refusal(() => assertWithinCheckoutCaps([checkoutLine(1, 1, 15_000_001)]));
    expect(refused.message).toBe(
      'A checkout can hold pieces worth at most $150,000.00. Please contact us for a larger purchase.',
    );
  });
});

describe('createCheckout', () => {
  it('refuses an empty cart', async () => {
    const refused = await refusal(() => start([]));
    expect(refused.message).toBe('Your cart is empty');
  });

  it('holds the stock for 31 minutes and gives the provider the lines, the shipping and the shop’s URLs', async () => {
    const piece = await insertProduct(db, { countInStock: 3, priceCents: 123_400 });
    const before = Date.now();
    const { id, url } = await start([checkoutLine(piece.id, 2, 123_400)], 'product', 'Malaysia');
    const after = Date.now();
    expect(await stockOf(piece.id)).toBe(1);
    const [asked] = payments.created;
    expect(url).toBe(`https://pay.example/${(await rowOf(id))?.providerSessionId}`);
    expect(asked).toMatchObject({
      reference: id,
      lineItems: [{ name: `Piece ${piece.id}`, quantity: 2, unitAmount: 123_400, image: null }],
      shippingAmount: 5000,
      currency: 'sgd',
      customerEmail: 'mei@example.com',
      customerId: null,
      successUrl: 'https://shop.example/payment/success/{CHECKOUT_SESSION_ID}',
      cancelUrl: `https://shop.example/payment/canceled?checkout=${id}`,
    });
    const held = asked?.expiresAt.getTime() ?? 0;
    expect(held).toBeGreaterThanOrEqual(before + 31 * 60_000);
    expect(held).toBeLessThanOrEqual(after + 31 * 60_000);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      status: 'open',
      stockReserved: true,
      subtotalCents: 246_800,
      shippingCents: 5000,
      totalCents: 251_800,
      currency: 'sgd',
      kind: 'product',
      provider: 'local',
    });
    expect(row?.expiresAt.getTime()).toBe(held);
  });

  it('says "Out of stock" or how many are left, and takes nothing', async () => {
    const gone = await insertProduct(db, { countInStock: 0 });
    const few = await insertProduct(db, { countInStock: 2 });
    const outOfStock = await refusal(() => start([checkoutLine(few.id, 1), checkoutLine(gone.id, 1)]));
    expect(outOfStock.message).toBe('Out of stock');
    expect(outOfStock.extra).toEqual({ productId: gone.id, countInStock: 0 });
    expect(await stockOf(few.id)).toBe(2);
    const tooMany = await refusal(() => start([checkoutLine(few.id, 3)]));
    expect(tooMany.message).toBe('Only 2 products left');
    expect(tooMany.extra).toEqual({ productId: few.id, countInStock: 2 });
    expect(await stockOf(few.id)).toBe(2);
  });

  it('takes the last unit exactly', async () => {
    const piece = await insertProduct(db, { countInStock: 2 });
    await start([checkoutLine(piece.id, 2)]);
    expect(await stockOf(piece.id)).toBe(0);
  });

  it('a new checkout of the same shopper gives back the previous one’s stock and closes its payment page', async () => {
    const piece = await insertProduct(db, { countInStock: 5 });
    const userId = await insertShopper(db);
    const input = {
      userId,
      kind: 'product' as const,
      customer: checkoutCustomer('Singapore'),
      paymentCustomerId: null,
    };
    const first = await createCheckout(deps, { ...input, lines: [checkoutLine(piece.id, 2)] });
    const second = await createCheckout(deps, { ...input, lines: [checkoutLine(piece.id, 1)] });
    expect(await stockOf(piece.id)).toBe(4);
    expect(await rowOf(first.id)).toMatchObject({ status: 'expired', stockReserved: false });
    expect((await rowOf(second.id))?.status).toBe('open');
    expect(payments.expired).toEqual([(await rowOf(first.id))?.providerSessionId]);
  });

  it('a piece that no longer exists is "Out of stock"', async () => {
    const refused = await refusal(() => start([checkoutLine(2_000_000_000, 1)]));
    expect(refused.message).toBe('Out of stock');
  });

  it('replaced by a newer checkout while the provider answered: closes its own page and answers 409', async () => {
    const piece = await insertProduct(db, { countInStock: 5 });
    const userId = await insertShopper(db);
    const input = {
      userId,
      kind: 'product' as const,
      customer: checkoutCustomer('Singapore'),
      paymentCustomerId: null,
    };
    let newer: { id: string } | undefined;
    payments.meanwhile = async () => {
      newer = await createCheckout(deps, { ...input, lines: [checkoutLine(piece.id, 1)] });
    };
    const refused = await refusal(() =>
      createCheckout(deps, { ...input, lines: [checkoutLine(piece.id, 2)] }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.message).toBe(
      'You started another checkout meanwhile; please continue with the newest one.',
    );
    // Only the replaced checkout's own page is closed: the newer one replaced it before it had a page.
    const [ownPage] = payments.created.filter((c) => c.lineItems[0]?.quantity === 2);
    expect(ownPage).toBeDefined();
    expect(payments.expired).toHaveLength(1);
    expect(payments.expired[0]).not.toBe((await rowOf(newer?.id ?? '?'))?.providerSessionId);
    expect(await stockOf(piece.id)).toBe(4);
  });

  it('a provider that cannot close a replaced page is logged as a warning', async () => {
    const piece = await insertProduct(db, { countInStock: 5 });
    const userId = await insertShopper(db);
    const input = {
      userId,
      kind: 'product' as const,
      customer: checkoutCustomer('Singapore'),
      paymentCustomerId: null,
    };
    await createCheckout(deps, { ...input, lines: [checkoutLine(piece.id, 1)] });
    payments.expireFails = true;
    await createCheckout(deps, { ...input, lines: [checkoutLine(piece.id, 1)] });
    expect(logged).toContain('warn: could not expire the provider session');
    expect(logEntries.find((e) => e.msg === 'could not expire the provider session')).toHaveProperty('err');
  });

  it('a refused provider gives the stock back, closes the checkout and answers 502', async () => {
    const piece = await insertProduct(db, { countInStock: 1 });
    payments.refuse = true;
    const refused = await refusal(() => start([checkoutLine(piece.id, 1)]));
    expect(refused.statusCode).toBe(502);
    expect(refused.message).toBe('We could not reach the payment provider. Please try again in a moment.');
    expect(await stockOf(piece.id)).toBe(1);
    expect(payments.expired).toEqual([]);
    expect(logged).toContain('error: payment provider refused the checkout');
    const entry = logEntries.find((e) => e.msg === 'payment provider refused the checkout');
    expect(entry).toHaveProperty('err');
    expect(entry).toHaveProperty('checkout', expect.any(String));
  });
});

describe('releaseCheckout and holdForPendingPayment', () => {
  it('gives the stock back once, closes the provider’s page, and is a no-op the second time', async () => {
    const piece = await insertProduct(db, { countInStock: 2 });
    const { id } = await start([checkoutLine(piece.id, 2)]);
    expect(await releaseCheckout(deps, id)).toBe(true);
    expect(await stockOf(piece.id)).toBe(2);
    expect(payments.expired).toEqual([(await rowOf(id))?.providerSessionId]);
    expect(await releaseCheckout(deps, id)).toBe(false);
    expect(await stockOf(piece.id)).toBe(2);
    expect(await rowOf(id)).toMatchObject({ status: 'expired', stockReserved: false });
  });

  it('skipProvider leaves the provider’s page alone', async () => {
    const piece = await insertProduct(db, { countInStock: 1 });
    const { id } = await start([checkoutLine(piece.id, 1)]);
    expect(await releaseCheckout(deps, id, { skipProvider: true })).toBe(true);
    expect(payments.expired).toEqual([]);
  });

  it('a pending payment holds the checkout 3 days from now, never shorter than it was', async () => {
    const piece = await insertProduct(db, { countInStock: 1 });
    const { id } = await start([checkoutLine(piece.id, 1)]);
    const before = Date.now();
    await holdForPendingPayment(deps, id);
    const after = Date.now();
    const held = (await rowOf(id))?.expiresAt.getTime() ?? 0;
    expect(held).toBeGreaterThanOrEqual(before + 3 * 24 * 3_600_000);
    expect(held).toBeLessThanOrEqual(after + 3 * 24 * 3_600_000);
    const later = new Date(after + 5 * 24 * 3_600_000);
    await db.update(checkoutSessions).set({ expiresAt: later }).where(eq(checkoutSessions.id, id));
    await holdForPendingPayment(deps, id);
    expect((await rowOf(id))?.expiresAt.getTime()).toBe(later.getTime());
  });

  it("marks a held checkout pending, which the shopper's cancel does not give back and the provider's word does", async () => {
    const piece = await insertProduct(db, { countInStock: 1 });
    const { id } = await start([checkoutLine(piece.id, 1)]);
    await holdForPendingPayment(deps, id);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', stockReserved: true });
    // A cancel, or another checkout of the same shopper, releases open checkouts only.
    expect(await releaseCheckout(deps, id)).toBe(false);
    expect(await stockOf(piece.id)).toBe(0);
    // The provider saying failed or expired (or the sweeper) closes a pending one too.
    expect(await releaseCheckout(deps, id, { pendingToo: true })).toBe(true);
    expect(await rowOf(id)).toMatchObject({ status: 'expired', stockReserved: false });
    expect(await stockOf(piece.id)).toBe(1);
  });

  it('a checkout already pending is held again for 3 days when its hold is shorter', async () => {
    const piece = await insertProduct(db, { countInStock: 1 });
    const { id } = await start([checkoutLine(piece.id, 1)]);
    await holdForPendingPayment(deps, id);
    const soon = new Date(Date.now() + 3_600_000);
    await db.update(checkoutSessions).set({ expiresAt: soon }).where(eq(checkoutSessions.id, id));
    const before = Date.now();
    await holdForPendingPayment(deps, id);
    expect((await rowOf(id))?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 3 * 24 * 3_600_000);
    expect((await rowOf(id))?.status).toBe('pending');
  });

  it('does not hold a checkout that is no longer open', async () => {
    const piece = await insertProduct(db, { countInStock: 1 });
    const { id } = await start([checkoutLine(piece.id, 1)]);
    await releaseCheckout(deps, id);
    const expiresAt = (await rowOf(id))?.expiresAt.getTime();
    await holdForPendingPayment(deps, id);
    expect((await rowOf(id))?.expiresAt.getTime()).toBe(expiresAt);
  });
});

describe('fulfil', () => {
  it('refuses an unpaid session and an unknown checkout', async () => {
    const unpaid = { ...paidState('x', 100), paymentStatus: 'unpaid' as const };
    expect((await refusal(() => fulfil(deps, '00000000-0000-4000-8000-000000000000', unpaid))).message).toBe(
      'Payment has not been completed',
    );
    expect(
      (await refusal(() => fulfil(deps, '00000000-0000-4000-8000-000000000000', paidState('x', 100))))
        .message,
    ).toBe('Unknown checkout session');
  });

  it('makes one Paid order with the checkout’s amounts, mails the confirmation, and empties those cart lines', async () => {
    const piece = await insertProduct(db, { countInStock: 2, priceCents: 50_000 });
    const other = await insertProduct(db, { countInStock: 2 });
    const { id, userId } = await start([checkoutLine(piece.id, 2, 50_000)], 'cart');
    await db.insert(cartItems).values([
      { userId, productId: piece.id, quantity: 2 },
      { userId, productId: other.id, quantity: 1 },
    ]);
    const first = await fulfil(deps, id, paidState(id, 100_000, 'SGD'));
    expect(first).toEqual({ orderId: expect.any(String), created: true, status: 'Paid' });
    const again = await fulfil(deps, id, paidState(id, 100_000));
    expect(again).toEqual({ orderId: first.orderId, created: false, status: 'Paid' });
    const [order] = await db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(order).toMatchObject({
      subtotalCents: 100_000,
      shippingCents: 0,
      totalCents: 100_000,
      currency: 'sgd',
    });
    expect(order?.paymentReference).toBe('pi_test');
    expect(await rowOf(id)).toMatchObject({ status: 'complete', stockReserved: false });
    expect(await stockOf(piece.id)).toBe(0);
    const left = await db.select().from(cartItems).where(eq(cartItems.userId, userId));
    expect(left.map((l) => l.productId)).toEqual([other.id]);
    const mails = sent.filter((m) => m.message.text.includes(order?.reference ?? '?'));
    expect(mails.map((m) => m.to)).toEqual(['mei@example.com']);
    expect(mails[0]?.message.text).toContain('$1,000.00');
    expect(mails[0]?.message.text).toContain('https://shop.example/order-history');
  });

  it('a different amount alone, or a different currency alone, needs attention', async () => {
    const piece = await insertProduct(db, { countInStock: 2, priceCents: 50_000 });
    const a = await start([checkoutLine(piece.id, 1, 50_000)]);
    expect((await fulfil(deps, a.id, paidState(a.id, 49_999, 'sgd'))).status).toBe('Needs attention');
    const b = await start([checkoutLine(piece.id, 1, 50_000)]);
    expect((await fulfil(deps, b.id, paidState(b.id, 50_000, 'usd'))).status).toBe('Needs attention');
    const entry = logEntries.find((e) => e.msg === 'paid amount does not match the checkout');
    expect(entry).toHaveProperty('checkout', a.id);
    expect(entry).toHaveProperty('paid');
  });

  it('the confirmation lists each line’s amount (price × quantity) and the total with shipping', async () => {
    const piece = await insertProduct(db, { countInStock: 2, priceCents: 50_000 });
    const { id } = await start([checkoutLine(piece.id, 2, 50_000)], 'product', 'Malaysia');
    const result = await fulfil(deps, id, paidState(id, 105_000));
    const [order] = await db.select().from(orders).where(eq(orders.id, result.orderId));
    const mail = sent.find((m) => m.message.text.includes(order?.reference ?? '?'));
    expect(mail?.message.text).toContain('$1,000.00');
    expect(mail?.message.text).toContain('$1,050.00');
  });

  it('mail that fails is logged, and the order stands', async () => {
    const piece = await insertProduct(db, { countInStock: 2, priceCents: 50_000 });
    const paidOne = await start([checkoutLine(piece.id, 1, 50_000)]);
    const odd = await start([checkoutLine(piece.id, 1, 50_000)]);
    mailFails = true;
    expect((await fulfil(deps, paidOne.id, paidState(paidOne.id, 50_000))).status).toBe('Paid');
    expect((await fulfil(deps, odd.id, paidState(odd.id, 1))).status).toBe('Needs attention');
    expect(logged).toEqual(
      expect.arrayContaining([
        'error: order confirmation mail failed',
        'error: payment-being-checked mail failed',
        'error: needs-attention staff mail failed',
      ]),
    );
    for (const msg of ['order confirmation mail failed', 'payment-being-checked mail failed']) {
      expect(logEntries.find((e) => e.msg === msg)).toHaveProperty('err');
    }
    const staff = logEntries.find((e) => e.msg === 'needs-attention staff mail failed');
    expect(staff).toHaveProperty('err');
    expect(staff).toHaveProperty('reference', expect.any(String));
  });

  it('a single-product checkout leaves the cart alone', async () => {
    const piece = await insertProduct(db, { countInStock: 2, priceCents: 50_000 });
    const { id, userId } = await start([checkoutLine(piece.id, 1, 50_000)], 'product');
    await db.insert(cartItems).values({ userId, productId: piece.id, quantity: 1 });
    await fulfil(deps, id, paidState(id, 50_000));
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, userId))).toHaveLength(1);
  });

  it('a paid amount or currency that differs makes the order Needs attention, tells the shopper and staff why', async () => {
    const piece = await insertProduct(db, { countInStock: 2, priceCents: 50_000 });
    const { id } = await start([checkoutLine(piece.id, 1, 50_000)]);
    const result = await fulfil(deps, id, paidState(id, 40_000, 'usd'));
    expect(result.status).toBe('Needs attention');
    const [order] = await db.select().from(orders).where(eq(orders.id, result.orderId));
    const reference = order?.reference ?? '?';
    const toShopper = sent.find((m) => m.to === 'mei@example.com' && m.message.subject.includes(reference));
    expect(toShopper?.message.subject).toBe(`We are checking your payment for order ${reference}`);
    expect(toShopper?.message.text).toContain('https://shop.example/order-history');
    const toStaff = sent.find((m) => m.to === 'staff@shop.example' && m.message.text.includes(reference));
    expect(toStaff?.message.text).toContain('Paid $400.00 USD, but the order total is $500.00 SGD.');
    expect(toStaff?.message.text).toContain('Order total: $500.00 SGD');
    expect(logged).toContain('error: paid amount does not match the checkout');
  });

  it('paid in the right currency written in capitals is not a mismatch', async () => {
    const piece = await insertProduct(db, { countInStock: 1, priceCents: 50_000 });
    const { id } = await start([checkoutLine(piece.id, 1, 50_000)]);
    expect((await fulfil(deps, id, paidState(id, 50_000, 'SGD'))).status).toBe('Paid');
  });

  it('paid after the hold lapsed: takes the stock again if it is there, else Needs attention', async () => {
    const piece = await insertProduct(db, { countInStock: 1, priceCents: 50_000 });
    const { id } = await start([checkoutLine(piece.id, 1, 50_000)]);
    await releaseCheckout(deps, id);
    expect(await stockOf(piece.id)).toBe(1);
    expect((await fulfil(deps, id, paidState(id, 50_000))).status).toBe('Paid');
    expect(await stockOf(piece.id)).toBe(0);

    const sold = await insertProduct(db, { countInStock: 1, priceCents: 50_000 });
    const late = await start([checkoutLine(sold.id, 1, 50_000)]);
    await releaseCheckout(deps, late.id);
    await db.update(products).set({ countInStock: 0 }).where(eq(products.id, sold.id));
    const result = await fulfil(deps, late.id, paidState(late.id, 50_000));
    expect(result.status).toBe('Needs attention');
    const [order] = await db.select().from(orders).where(eq(orders.id, result.orderId));
    const toStaff = sent.find(
      (m) => m.to === 'staff@shop.example' && m.message.text.includes(order?.reference ?? '?'),
    );
    expect(toStaff?.message.text).toContain(
      'Paid after the checkout had lapsed, and its pieces are no longer in stock: refund, or find the pieces.',
    );
  });
});

describe('checkoutByProviderSession and sweepExpiredCheckouts', () => {
  it('finds a checkout by its provider and provider session id only', async () => {
    const piece = await insertProduct(db, { countInStock: 1 });
    const { id } = await start([checkoutLine(piece.id, 1)]);
    const sessionId = (await rowOf(id))?.providerSessionId ?? '?';
    expect((await checkoutByProviderSession(db, 'local', sessionId))?.id).toBe(id);
    expect(await checkoutByProviderSession(db, 'stripe', sessionId)).toBeUndefined();
    expect(await checkoutByProviderSession(db, 'local', 'rec_unknown')).toBeUndefined();
  });

  it('closes open checkouts whose time is up, turns a paid one into an order, and leaves the rest', async () => {
    const a = await insertProduct(db, { countInStock: 1 });
    const b = await insertProduct(db, { countInStock: 1, priceCents: 70_000 });
    const c = await insertProduct(db, { countInStock: 1 });
    const due = await start([checkoutLine(a.id, 1)]);
    const paid = await start([checkoutLine(b.id, 1, 70_000)]);
    const notDue = await start([checkoutLine(c.id, 1)]);
    const past = new Date(Date.now() - 1000);
    for (const id of [due.id, paid.id]) {
      await db.update(checkoutSessions).set({ expiresAt: past }).where(eq(checkoutSessions.id, id));
    }
    const paidSession = (await rowOf(paid.id))?.providerSessionId ?? '?';
    payments.states.set(paidSession, paidState(paid.id, 70_000));
    expect(await sweepExpiredCheckouts(deps)).toBe(1);
    expect(await rowOf(due.id)).toMatchObject({ status: 'expired', stockReserved: false });
    expect(await stockOf(a.id)).toBe(1);
    expect((await rowOf(paid.id))?.status).toBe('complete');
    expect(await stockOf(b.id)).toBe(0);
    expect(await rowOf(notDue.id)).toMatchObject({ status: 'open', stockReserved: true });
    expect(await stockOf(c.id)).toBe(0);
    expect(await sweepExpiredCheckouts(deps)).toBe(0);
  });

  it('gives back a pending checkout once its hold is over and the provider has not said paid', async () => {
    const piece = await insertProduct(db, { countInStock: 1 });
    const held = await start([checkoutLine(piece.id, 1)]);
    await holdForPendingPayment(deps, held.id);
    expect(await sweepExpiredCheckouts(deps)).toBe(0);
    expect(await stockOf(piece.id)).toBe(0);
    await db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.id, held.id));
    expect(await sweepExpiredCheckouts(deps)).toBe(1);
    expect(await rowOf(held.id)).toMatchObject({ status: 'expired', stockReserved: false });
    expect(await stockOf(piece.id)).toBe(1);
  });
});
