/**
 * What every answer shares: `success`, usually a `message`, and the one shape every failure has.
 */
import { z } from 'zod';

/** `{ success, message }`: what a client reads from every answer, a failure included (§api.answer). */
export const messageAnswer = z.object({ success: z.boolean(), message: z.string() });

/** A successful answer: `success: true` beside the route's own fields. */
export function okAnswer<S extends z.ZodRawShape>(shape: S) {
  return z.object({ success: z.literal(true), ...shape });
}

/** A successful answer that also says what happened (`message`), as most calls that change something do. */
export function okMessageAnswer<S extends z.ZodRawShape>(shape: S) {
  return okAnswer({ message: z.string(), ...shape });
}

/** The answer of calls that only report: `{ success: true, message }`. */
export const okMessage = okMessageAnswer({});

/**
 * Every failure (4xx and 5xx): `{ success: false, message }`, plus what the failure adds. Loose on purpose: the error
 * handler passes a failure's extra fields through, and a response schema must never strip one of them.
 */
export const apiError = z
  .object({
    success: z.literal(false),
    message: z.string(),
    /** A refused request body: field path → first message. */
    errors: z.record(z.string(), z.string()).optional(),
    /** Stock left when a cart or checkout quantity is refused (§cart.stock-note). */
    countInStock: z.number().optional(),
    productId: z.number().optional(),
    /** Seconds until a rate limit lets the caller try again (also sent as the Retry-After header). */
    retryAfter: z.number().optional(),
    /** When a new one-time code may be requested, in ms since the epoch (§otp.resend-cooldown). */
    cooldownExpiry: z.number().optional(),
  })
  .loose();

/**
 * GET /api/v1/health. `testShop`: a production shop running the built-in test provider on purpose; the shell shows
 * a banner on every page (ADR 036). Which provider runs is not said.
 */
export const healthAnswer = okAnswer({ status: z.literal('ok'), testShop: z.boolean() });
