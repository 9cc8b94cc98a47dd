/**
 * The one HTTP client: base `/api/v1` on the page's origin (the shell proxies it to the server), cookies always
 * sent, and every failure turned into an ApiError whose message is the server's `message` when it gave one.
 */
import axios, { AxiosError, type AxiosInstance } from 'axios';

export class ApiError extends Error {
  readonly status: number | null;
  /** The answer's body, for callers that read more than the message (cooldownExpiry, userId). */
  readonly body: unknown;

  constructor(message: string, status: number | null, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

const serverMessage = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
    ? body.message
    : null;

const GENERIC_FAILURE = 'Something went wrong';

/**
 * The failure as an ApiError: the server's message when it gave one, else the caller's fallback
 * (§api.server-message-first: 'Failed to add item to cart' and the like), else a generic one. The client's
 * interceptor has already turned failures into ApiErrors without knowing the caller's fallback, so a generic
 * message is replaced here.
 */
export function toApiError(error: unknown, fallback = GENERIC_FAILURE): ApiError {
  if (error instanceof ApiError) {
    const generic = error.status !== null && serverMessage(error.body) === null;
    return generic && fallback !== GENERIC_FAILURE ? new ApiError(fallback, error.status, error.body) : error;
  }
  if (error instanceof AxiosError) {
    const body: unknown = error.response?.data;
    const status = error.response?.status ?? null;
    const message =
      serverMessage(body) ??
      (status === null ? 'Cannot reach the shop. Check your connection and try again.' : fallback);
    return new ApiError(message, status, body);
  }
  return new ApiError(error instanceof Error ? error.message : fallback, null, null);
}

/** An API client: the page's own (`api`), or one the server makes to draw a first screen (ADR 018). */
export type ApiClient = AxiosInstance;

/**
 * Sent with every call of the shop's own pages: a link, an image or a form on another page cannot send a header, so a
 * browser that sends no fetch metadata can still show that the shop's page asked (logout, a GET: ADR 037).
 */
export const SHOP_CLIENT_HEADER = { 'X-Requested-With': 'gemstore' } as const;

export function createApiClient(baseURL = '/api/v1'): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    headers: { Accept: 'application/json', ...SHOP_CLIENT_HEADER },
  });
  client.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));
  return client;
}

export const api = createApiClient();
