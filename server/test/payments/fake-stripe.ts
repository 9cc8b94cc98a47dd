/**
 * A small stand-in for api.stripe.com: just the endpoints the Stripe provider calls, keeping sessions and
 * customers in memory and recording every request (form fields flattened as Stripe encodes them, e.g.
 * "line_items[0][price_data][unit_amount]").
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  form: Record<string, string>;
  headers: http.IncomingHttpHeaders;
};

export type FakeSession = {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  customer: string | null;
  customer_email: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  mode: string;
};

export type FakeCustomer = { id: string; object: 'customer'; fields: Record<string, string> };

export type FakeStripe = {
  url: string;
  requests: RecordedRequest[];
  sessions: Map<string, FakeSession>;
  customers: Map<string, FakeCustomer>;
  /** What Stripe does when the shopper pays. */
  completeSession(id: string): FakeSession;
  /** The next request is answered with this status and Stripe error body instead. */
  failNext(status: number, error: { type: string; code?: string; message: string }): void;
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeSession>();
  const customers = new Map<string, FakeCustomer>();
  let counter = 0;
  let failure: { status: number; error: { type: string; code?: string; message: string } } | null = null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = Object.fromEntries(
        new URLSearchParams(req.method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8')),
      );
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname, form, headers: req.headers });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${++counter}` });
        res.end(JSON.stringify(body));
      };
      const missing = (what: string, id: string) =>
        send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such ${what}: '${id}'`,
          },
        });

      if (failure) {
        const { status, error } = failure;
        failure = null;
        return send(status, { error });
      }

      let m: RegExpExecArray | null;
      if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = `cs_test_fake_${++counter}`;
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amountTotal(form),
          currency: form['line_items[0][price_data][currency]'] ?? 'sgd',
          client_reference_id: form.client_reference_id ?? null,
          metadata: { reference: form['metadata[reference]'] ?? '' },
          payment_intent: null,
          customer: form.customer ?? null,
          customer_email: form.customer_email ?? null,
          expires_at: Number(form.expires_at),
          success_url: form.success_url ?? '',
          cancel_url: form.cancel_url ?? '',
          mode: form.mode ?? '',
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if ((m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname)) && method === 'GET') {
        const session = sessions.get(decodeURIComponent(m[1] ?? ''));
        return session ? send(200, session) : missing('checkout.session', m[1] ?? '');
      }
      if ((m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(url.pathname)) && method === 'POST') {
        const session = sessions.get(decodeURIComponent(m[1] ?? ''));
        if (!session) return missing('checkout.session', m[1] ?? '');
        if (session.status !== 'open') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          });
        }
        session.status = 'expired';
        return send(200, session);
      }
      if (method === 'POST' && url.pathname === '/v1/customers') {
        const customer: FakeCustomer = { id: `cus_fake_${++counter}`, object: 'customer', fields: form };
        customers.set(customer.id, customer);
        return send(200, { id: customer.id, object: 'customer' });
      }
      if ((m = /^\/v1\/customers\/([^/]+)$/.exec(url.pathname)) && method === 'POST') {
        const customer = customers.get(decodeURIComponent(m[1] ?? ''));
        if (!customer) return missing('customer', m[1] ?? '');
        customer.fields = { ...customer.fields, ...form };
        return send(200, { id: customer.id, object: 'customer' });
      }
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    customers,
    completeSession(id) {
      const session = sessions.get(id);
      if (!session) throw new Error(`no fake session ${id}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_fake_${++counter}`;
      return session;
    },
    failNext(status, error) {
      failure = { status, error };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function amountTotal(form: Record<string, string>): number {
  let total = 0;
  for (let i = 0; form[`line_items[${i}][quantity]`] !== undefined; i++) {
    total +=
      Number(form[`line_items[${i}][quantity]`]) * Number(form[`line_items[${i}][price_data][unit_amount]`]);
  }
  return total;
}
