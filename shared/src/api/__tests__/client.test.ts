import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { api, ApiError, createApiClient, toApiError } from '../client';

/**
 * A stand-in for the network: answers every request with one status and a JSON body, settling the way axios's own
 * adapters do (validateStatus decides between answer and AxiosError), and records what was asked.
 */
function answering(status: number, body: unknown, seen: InternalAxiosRequestConfig[] = []): AxiosAdapter {
  return (config) => {
    seen.push(config);
    const response = {
      data: body === undefined ? '' : JSON.stringify(body),
      status,
      statusText: String(status),
      headers: new AxiosHeaders({ 'content-type': 'application/json' }),
      config,
      request: {},
    };
    if (!config.validateStatus || config.validateStatus(status)) return Promise.resolve(response);
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    return Promise.reject(
      new AxiosError(`Request failed with status code ${status}`, code, config, response.request, response),
    );
  };
}

/** No answer at all: the server is down or the connection dropped. */
const unreachable: AxiosAdapter = (config) =>
  Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));

function clientAnswering(adapter: AxiosAdapter) {
  const client = createApiClient();
  client.defaults.adapter = adapter;
  return client;
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('the API client', () => {
  it('calls /api/v1 with cookies and asks for JSON', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const client = clientAnswering(answering(200, { cartItems: [] }, seen));

    const { data } = await client.get<{ cartItems: unknown[] }>('/cart');

    expect(data).toEqual({ cartItems: [] });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.baseURL).toBe('/api/v1');
    expect(seen[0]?.url).toBe('/cart');
    expect(seen[0]?.withCredentials).toBe(true);
    expect(seen[0]?.headers.get('Accept')).toBe('application/json');
    // What lets the API tell the shop's own page from a link elsewhere when the browser sends no fetch metadata.
    expect(seen[0]?.headers.get('X-Requested-With')).toBe('gemstore');
  });

  it('turns an error answer into an ApiError carrying the server message, status and body', async () => {
    const body = { success: false, message: 'Email already registered' };
    const error = await failureOf(clientAnswering(answering(409, body)).post('/user/register', {}));

    expect(error.message).toBe('Email already registered');
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(409);
    expect(error.body).toEqual(body);
  });

  it('keeps the rest of the body for callers that read more than the message', async () => {
    const body = { message: 'Please wait before asking again', cooldownExpiry: 1_732_345_678_901 };
    const error = await failureOf(clientAnswering(answering(429, body)).post('/user/resend-otp', {}));

    expect(error.message).toBe('Please wait before asking again');
    expect(error.body).toEqual(body);
  });

  it('falls back to a general message when the server gave none', async () => {
    const error = await failureOf(clientAnswering(answering(500, undefined)).get('/cart'));

    expect(error.message).toBe('Something went wrong');
    expect(error.status).toBe(500);
  });

  it('does not take a message that is not text', async () => {
    const error = await failureOf(clientAnswering(answering(400, { message: { code: 7 } })).get('/cart'));

    expect(error.message).toBe('Something went wrong');
    expect(error.status).toBe(400);
  });

  it('says the shop cannot be reached when there was no answer', async () => {
    const error = await failureOf(clientAnswering(unreachable).get('/user/me'));

    expect(error.message).toBe('Cannot reach the shop. Check your connection and try again.');
    expect(error.status).toBeNull();
  });

  it('is the client the shop uses: /api/v1 with cookies', () => {
    expect(api.defaults.baseURL).toBe('/api/v1');
    expect(api.defaults.withCredentials).toBe(true);
  });

  it('can be pointed at another base', async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const client = createApiClient('http://localhost:4000/api/v1');
    client.defaults.adapter = answering(200, {}, seen);
    await client.get('/wishlist');
    expect(seen[0]?.baseURL).toBe('http://localhost:4000/api/v1');
  });
});

describe('toApiError', () => {
  it('passes an ApiError through unchanged', () => {
    const original = new ApiError('Out of stock', 409, { message: 'Out of stock' });
    expect(toApiError(original)).toBe(original);
  });

  it("gives the caller's fallback for an answer the client already turned into a message-less ApiError", () => {
    const generic = new ApiError('Something went wrong', 502, {});
    expect(toApiError(generic, 'Failed to add item to cart').message).toBe('Failed to add item to cart');
    expect(toApiError(generic, 'Failed to add item to cart').status).toBe(502);
    expect(toApiError(generic)).toBe(generic);
    // No answer at all: the connection message says more than any fallback.
    const offline = new ApiError('Cannot reach the shop. Check your connection and try again.', null, null);
    expect(toApiError(offline, 'Failed to add item to cart')).toBe(offline);
  });

  it('keeps the message of any other Error, without a status', () => {
    const error = toApiError(new TypeError('x is undefined'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('x is undefined');
    expect(error.status).toBeNull();
  });

  it('uses the given fallback for an error answer without a message and for a thrown non-error', () => {
    const response = {
      data: {},
      status: 502,
      statusText: 'Bad Gateway',
      headers: new AxiosHeaders(),
      config: { headers: new AxiosHeaders() },
    };
    const axiosError = new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, undefined, {}, response);

    expect(toApiError(axiosError, 'Failed to fetch cart').message).toBe('Failed to fetch cart');
    expect(toApiError(axiosError).status).toBe(502);
    expect(toApiError('boom', 'Failed to clear cart').message).toBe('Failed to clear cart');
  });
});
