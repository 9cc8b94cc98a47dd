/**
 * One error shape for every failure: `{ success: false, message }` with a clear message on 4xx,
 * and nothing internal on 5xx (the request id is logged so staff can find the cause).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const unauthorized = (message = 'Please log in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(409, message, extra);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { retryAfter: retryAfterSeconds });

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode === 429 && typeof error.extra.retryAfter === 'number') {
        void reply.header('retry-after', String(error.extra.retryAfter));
      }
      return reply.code(error.statusCode).send({ success: false, message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'request');
        errors[field] ??= issue.message ?? 'Invalid value';
      }
      return reply.code(400).send({ success: false, message: first?.message ?? 'Invalid request', errors });
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode < 500) {
      // Fastify's own 4xx (malformed JSON, body too large, unsupported media type): its message is safe.
      return reply.code(statusCode).send({ success: false, message: clientMessage(error as FastifyError) });
    }
    request.log.error({ err: error, reqId: request.id }, 'request failed');
    return reply.code(500).send({
      success: false,
      message: `Something went wrong on our side. Please try again (ref ${request.id}).`,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ success: false, message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}` }),
  );
}

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path part longer than
 * maxParamLength, a malformed percent-encoding) answers 400 in the shop's one error shape, as the API document says
 * every operation may, instead of the router's own `{ error, code, statusCode }` (and its 414).
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A part of this address is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'This address is not valid'
        : 'The request could not be read';
  void reply.code(400).send({ success: false, message });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON';
    default:
      return error.message;
  }
}
