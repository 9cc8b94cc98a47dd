/**
 * Checkout and payment (§checkout.server-check, §checkout.pay; /api/v1/cart/proceed-to-checkout,
 * /api/v1/stripe/*).
 */
import { z } from 'zod';
import { okAnswer, okMessageAnswer } from './common';
import { orderStatuses } from './orders';

/** A line about to be paid: prices from the database, in cents and in dollars. */
export const checkoutLineSchema = z.object({
  productId: z.number(),
  name: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  image: z.string().nullable(),
  price: z.number(),
});

/** POST /cart/proceed-to-checkout: the server's check before payment, with what the payment will cost. */
export const proceedToCheckoutAnswer = okMessageAnswer({
  addressComplete: z.boolean(),
  summary: z.object({
    items: z.array(checkoutLineSchema),
    subtotal: z.number(),
    shipping: z.number(),
    total: z.number(),
    currency: z.literal('SGD'),
  }),
});

/** POST /stripe/create-checkout-session and /stripe/create-checkout-session-cart: the browser is sent to `url`. */
export const checkoutSessionAnswer = okAnswer({ url: z.string() });

/**
 * POST /stripe/verify-payment. `status` is the order's: 'Paid' for a confirmed payment; 'Needs attention' when staff
 * must check it first (amount or currency not matching, or paid after the hold lapsed with the stock gone), and the
 * message then says so instead of 'Payment verified'. Later statuses (Processing, Shipped…) once staff move it on.
 */
export const verifyPaymentAnswer = okMessageAnswer({ orderId: z.string(), status: z.enum(orderStatuses) });

/** POST /stripe/webhook: what Stripe is told once an event is handled. */
export const webhookAnswer = z.object({ received: z.literal(true) });
