/**
 * What routes declare beside the contract's success answers (`@gemstore/shared/contract`): the shop's one error
 * shape for each code a route fails with, and a serialiser for answers served many times over.
 */
import { serializerCompiler } from 'fastify-type-provider-zod';
import { apiError } from '@gemstore/shared/contract';

/**
 * The failures routes declare. Any route may also answer 500 (the error handler words it the same way); a route
 * declares it only where a 500 is an answer it gives on purpose.
 */
export type FailureCode = 400 | 401 | 402 | 403 | 404 | 409 | 429 | 500 | 502;

/** `{ 400: apiError, 404: apiError, … }` for a route's `response` schema. */
export function failures<const Codes extends readonly FailureCode[]>(
  ...codes: Codes
): Record<Codes[number], typeof apiError> {
  return Object.fromEntries(codes.map((code) => [code, apiError])) as Record<Codes[number], typeof apiError>;
}

/**
 * The zod serialiser (encode against the contract, then JSON.stringify), remembering the JSON of every 2xx answer
 * object it has written: an answer served again as the same object (a listing from ListingCache, the static
 * countries list) is not checked and serialised again. Answers must not be changed after they are first sent;
 * a WeakMap, so the JSON goes when the answer does.
 */
export const rememberingSerializerCompiler: typeof serializerCompiler = (route) => {
  const serialise = serializerCompiler(route);
  if (!route.httpStatus?.startsWith('2')) return serialise;
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null) return serialise(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialise(data);
      written.set(data, json);
    }
    return json;
  };
};
