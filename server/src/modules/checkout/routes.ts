/**
 * Checkout and payment (§checkout.server-check, §checkout.pay, §payment.success-page): the pre-payment check,
 * the customer's shipping details, provider checkout sessions for the cart or one product, and verification
 * of a payment.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutSessionAnswer,
  okMessage,
  proceedToCheckoutAnswer,
  verifyPaymentAnswer,
} from '@gemstore/shared/contract';
import {
  cartQuantitySchema,
  productIdSchema,
  quantitySchema,
  updateCustomerSchema,
} from '@gemstore/shared/validation';
import { checkoutSessions, users, type CheckoutCustomer, type CheckoutLine } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { hitLimit } from '../../lib/rate-limit';
import { failures } from '../../lib/responses';
import { normaliseAddress } from '../countries/countries';
import { assertInStock, cartLines, purchasableProduct } from '../cart/cart-lines';
import { signedInUser } from '../users/auth';
import type { UserRow } from '../users/sessions';
import {
  assertWithinCheckoutCaps,
  checkoutByProviderSession,
  createCheckout,
  fulfil,
  releaseCheckout,
  type CheckoutDeps,
} from './checkout-sessions';
import { dollars, shippingCents, totals } from './pricing';

const proceedSchema = z
  .object({
    page: z.enum(['cart', 'product'], { error: "Checkout page must be 'cart' or 'product'" }).default('cart'),
    productId: productIdSchema.optional(),
    quantity: quantitySchema.optional(),
    /**
     * The country the checkout form names now, not yet saved: shipping is priced for it, so the summary a shopper
     * reads before paying is what the payment will be (ADR 028). Without it, the saved address's country.
     */
    country: z
      .string({ error: 'Country must be text' })
      .trim()
      .max(100, 'Country must be at most 100 characters')
      .optional(),
  })
  .optional();

const verifySchema = z.object({
  sessionId: z.string({ error: 'Session id is required' }).trim().min(1, 'Session id is required').max(255),
});

const cancelSchema = z.object({ checkout: z.uuid('Unknown checkout session') });

const addressComplete = (c: CheckoutCustomer | null): c is CheckoutCustomer =>
  !!c &&
  !!c.email &&
  !!c.name &&
  (['line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const).every(
    (k) => !!c.shipping.address[k],
  );

/** The shipping details to pay with: those given at checkout, else the profile's name and address. */
function customerOf(user: UserRow): CheckoutCustomer | null {
  if (addressComplete(user.checkoutCustomer)) return user.checkoutCustomer;
  if (!user.address) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const fromProfile = { email: user.email, name, shipping: { name, address: user.address } };
  return addressComplete(fromProfile) ? fromProfile : null;
}

function requireCustomer(user: UserRow): CheckoutCustomer {
  const customer = customerOf(user);
  if (!customer) throw badRequest('Please fill in your shipping address before paying');
  return customer;
}

export async function checkoutRoutes(appBase: FastifyInstance, deps: CheckoutDeps) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, payments } = deps;
  const { limits } = appBase.services;

  /**
   * Every checkout takes pieces off the shelf for 31 minutes, so starting them is rate-limited per address and per
   * shopper. Counted before anything else, refused attempts included: a loop of refusals costs the shop work too.
   */
  async function countCheckoutStart(ip: string, userId: string): Promise<void> {
    await hitLimit(db, `checkout:ip:${ip}`, limits.checkout, 'checkouts from your network');
    await hitLimit(db, `checkout:account:${userId}`, limits.checkoutAccount, 'checkouts');
  }

  async function linesFor(
    user: UserRow,
    kind: 'cart' | 'product',
    product?: { productId: number; quantity: number },
  ) {
    if (kind === 'product') {
      if (!product?.productId) throw badRequest('Please choose a product');
      const row = await purchasableProduct(db, product.productId);
      assertInStock(row, product.quantity);
      const line: CheckoutLine = {
        productId: row.id,
        name: row.name,
        quantity: product.quantity,
        unitPriceCents: row.priceCents,
        image: row.media[0] ?? null,
      };
      return [line];
    }
    const cart = await cartLines(db, user.id);
    if (cart.length === 0) throw badRequest('Your cart is empty');
    return Promise.all(
      cart.map(async (line) => {
        const row = await purchasableProduct(db, line.productId);
        if (row.countInStock <= 0)
          throw badRequest(`${row.name}: Out of stock`, { productId: row.id, countInStock: 0 });
        if (line.quantity > row.countInStock) {
          throw badRequest(`${row.name}: Only ${row.countInStock} products left`, {
            productId: row.id,
            countInStock: row.countInStock,
          });
        }
        return {
          productId: row.id,
          name: row.name,
          quantity: line.quantity,
          unitPriceCents: row.priceCents,
          image: row.media[0] ?? null,
        } satisfies CheckoutLine;
      }),
    );
  }

  app.post(
    '/cart/proceed-to-checkout',
    {
      // A check that changes nothing (it reads the cart and the stock, and prices them): the HTML server asks it on
      // the shopper's behalf, without an Origin, to draw their checkout (ADR 067).
      config: { access: 'customer', guestMessage: 'Please log in to checkout', changesNothing: true },
      schema: {
        tags: ['checkout'],
        body: proceedSchema,
        response: { 200: proceedToCheckoutAnswer, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const body = request.body ?? { page: 'cart' as const };
      const lines = await linesFor(user, body.page, {
        productId: body.productId ?? 0,
        quantity: body.quantity ?? 1,
      });
      // The same caps as creating the checkout, so the cart page says so before the shopper fills in an address.
      assertWithinCheckoutCaps(lines);
      const customer = customerOf(user);
      const country = body.country || customer?.shipping.address.country || '';
      const amounts = totals(lines, shippingCents(body.page, country));
      return {
        success: true as const,
        message: customer ? 'Ready for payment' : 'Please add your shipping address to continue',
        addressComplete: !!customer,
        summary: {
          items: lines.map((l) => ({ ...l, price: dollars(l.unitPriceCents) })),
          subtotal: dollars(amounts.subtotalCents),
          shipping: dollars(amounts.shippingCents),
          total: dollars(amounts.totalCents),
          currency: 'SGD' as const,
        },
      };
    },
  );

  app.post(
    '/stripe/update-customer',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['checkout'],
        body: updateCustomerSchema,
        response: { 200: okMessage, ...failures(400, 401, 502) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { customerData } = request.body;
      const customer: CheckoutCustomer = {
        email: customerData.email,
        name: customerData.name,
        shipping: {
          name: customerData.shipping.name,
          address: normaliseAddress(customerData.shipping.address),
        },
      };
      const paymentCustomerId = await payments.upsertCustomer(user.paymentCustomerId, customer);
      await db
        .update(users)
        .set({ checkoutCustomer: customer, paymentCustomerId, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return { success: true as const, message: 'Customer details saved' };
    },
  );

  app.post(
    '/stripe/create-checkout-session-cart',
    {
      config: { access: 'customer', guestMessage: 'Please log in to checkout' },
      schema: {
        tags: ['checkout'],
        response: { 200: checkoutSessionAnswer, ...failures(400, 401, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await countCheckoutStart(request.ip, user.id);
      const customer = requireCustomer(user);
      const lines = await linesFor(user, 'cart');
      const { url } = await createCheckout(deps, {
        userId: user.id,
        kind: 'cart',
        lines,
        customer,
        paymentCustomerId: user.paymentCustomerId,
      });
      return { success: true as const, url };
    },
  );

  app.post(
    '/stripe/create-checkout-session',
    {
      config: { access: 'customer', guestMessage: 'Please Log In to buy this item.' },
      schema: {
        tags: ['checkout'],
        body: cartQuantitySchema,
        response: { 200: checkoutSessionAnswer, ...failures(400, 401, 404, 409, 429, 502) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await countCheckoutStart(request.ip, user.id);
      const customer = requireCustomer(user);
      const lines = await linesFor(user, 'product', request.body);
      const { url } = await createCheckout(deps, {
        userId: user.id,
        kind: 'product',
        lines,
        customer,
        paymentCustomerId: user.paymentCustomerId,
      });
      return { success: true as const, url };
    },
  );

  app.post(
    '/stripe/verify-payment',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['checkout'],
        body: verifySchema,
        response: { 200: verifyPaymentAnswer, ...failures(400, 401, 402, 404, 502) },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const checkout = await checkoutByProviderSession(db, payments.name, request.body.sessionId);
      if (!checkout || checkout.userId !== user.id) throw notFound('Payment session not found');
      const state = await payments.retrieveSession(request.body.sessionId);
      if (!state || state.paymentStatus !== 'paid') {
        // Finished on the provider's page but not paid yet: a delayed method, whose outcome the webhook brings.
        const message =
          state?.status === 'complete'
            ? 'Your payment is being processed. We will e-mail you as soon as it is confirmed.'
            : 'Payment has not been completed';
        return reply.code(402).send({ success: false as const, message });
      }
      const { orderId, status } = await fulfil(deps, checkout.id, state);
      // An order staff must check first is not confirmed to the shopper, here or by e-mail.
      const message =
        status === 'Needs attention'
          ? 'We received your payment and are checking it; we will e-mail you shortly.'
          : 'Payment verified';
      return { success: true as const, message, orderId, status };
    },
  );

  app.post(
    '/stripe/cancel-checkout',
    {
      config: { access: 'customer' },
      schema: {
        tags: ['checkout'],
        body: cancelSchema,
        response: { 200: okMessage, ...failures(400, 401, 404) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const [checkout] = await db
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.id, request.body.checkout), eq(checkoutSessions.userId, user.id)));
      if (!checkout) throw notFound('Payment session not found');
      const released = await releaseCheckout(deps, checkout.id);
      return { success: true as const, message: released ? 'Checkout cancelled' : 'Checkout already closed' };
    },
  );
}
