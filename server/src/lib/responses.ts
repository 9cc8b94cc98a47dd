/**
 * What routes declare beside the contract's success answers (`@gemstore/shared/contract`): the shop's one error
 * shape for each code a route fails with, and the serialiser of answers that are kept as JSON text.
 */
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@gemstore/shared/contract';

/**
 * The failures routes declare. Any route may also answer 500 (the error handler words it the same way); a route
 * declares it only where a 500 is an answer it gives on purpose.
 */
export type FailureCode = 400 | 401 | 402 | 403 | 404 | 409 | 429 | 500 | 502 | 503;

/** `{ 400: apiError, 404: apiError, … }` for a route's `response` schema. */
export function failures<const Codes extends readonly FailureCode[]>(
  ...codes: Codes
): Record<Codes[number], typeof apiError> {
  return Object.fromEntries(codes.map((code) => [code, apiError])) as Record<Codes[number], typeof apiError>;
}

/**
 * JSON of an answer, for routes that keep answers as text and send the same text many times (the listing cache,
 * the countries list): the answer is type-checked and encoded against the contract here, as the routes' own
 * serialiser does, once instead of on every request. Such a route declares `Reply: string` and this schema.
 */
export function jsonOf<Answer extends z.ZodType>(schema: Answer): (answer: z.output<Answer>) => string {
  return (answer) => JSON.stringify(z.encode(schema, answer));
}

/**
 * A plugin's own scope that answers with zod schemas whichever app registers it (the payment plugins are also
 * registered on a bare Fastify, in their tests): the zod serialiser, and the type provider for its routes.
 */
export function zodAnswers(app: FastifyInstance) {
  app.setSerializerCompiler(serializerCompiler);
  return app.withTypeProvider<ZodTypeProvider>();
}
