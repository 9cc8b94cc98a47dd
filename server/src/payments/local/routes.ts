/**
 * Fastify plugin serving the local provider's hosted test checkout page. The app registers it at
 * '/api/v1/payments/local'; the page is reached through the shop's origin, so every form posts to a relative URL:
 *   GET  /checkout/:id               the page
 *   POST /checkout/:id/pay           card form (application/x-www-form-urlencoded) → 303 to success_url, or the
 *                                    page again with messages, or the authentication step
 *   POST /checkout/:id/authenticate  answer of the authentication step
 * Registered with a provider that is not the local one, it declares nothing, so the app can register it always.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { zodAnswers } from '../../lib/responses';
import { CHECKOUT_SESSION_ID_PLACEHOLDER, type PaymentProvider } from '../provider';
import { type CardForm } from './cards';
import { authenticationPage, checkoutPage, messagePage, type PageFrame } from './page';
import { isLocalProvider, type LocalCheckoutView, type PayResult } from './provider';

export type LocalCheckoutRoutesOptions = {
  provider: PaymentProvider;
  /** Shown on the page. */
  shopName?: string;
};

type Params = { id: string };
type FormBody = Record<string, string>;

const FORM = 'application/x-www-form-urlencoded';

/** An HTML page of the test provider (never JSON: a person reads it). */
const page = (description: string) => ({ description, content: { 'text/html': { schema: z.string() } } });
/** A redirect: no body, the Location header says where. */
const redirect = (description: string) => z.undefined().describe(description);

const pageAnswers = {
  404: page('No such checkout'),
  409: page('The checkout is already paid'),
  410: page('The checkout has expired'),
};
/** What a card form post answers: the next step, a redirect to the shop, or the form again with its messages. */
const resultAnswers = {
  200: page('The extra confirmation step'),
  303: redirect('Paid: to the shop’s success URL'),
  402: page('The card was declined: the form again with the message'),
  422: page('The card details are invalid: the form again with the messages'),
  ...pageAnswers,
};

export const localCheckoutRoutes: FastifyPluginAsync<LocalCheckoutRoutesOptions> = async (
  appBase,
  options,
) => {
  const app = zodAnswers(appBase);
  const provider = options.provider;
  if (!isLocalProvider(provider)) return;
  const shopName = options.shopName ?? 'Gemstore';

  // Own parser in this encapsulated scope: plain HTML forms post urlencoded, which Fastify does not parse by
  // default; replacing one the app may have registered keeps this plugin independent of it.
  if (app.hasContentTypeParser(FORM)) app.removeContentTypeParser(FORM);
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    const fields: FormBody = {};
    for (const [key, value] of new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))) {
      // The first value wins, like URLSearchParams.get.
      if (!(key in fields)) fields[key] = value;
    }
    done(null, fields);
  });

  function send(
    reply: FastifyReply,
    status: number,
    render: (frame: PageFrame) => string,
    formTargets: string[] = [],
  ) {
    const nonce = randomBytes(16).toString('base64');
    // form-action also governs where a form submission may be redirected, so the success URL's origin is allowed.
    const formAction = ["'self'", ...new Set(formTargets.flatMap((url) => originOf(url)))].join(' ');
    return (
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'none'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`,
        )
        .header('cache-control', 'no-store')
        // Not no-referrer: with it the browser sends `Origin: null` on the page's own form posts, which the API refuses
        // as it refuses any state change that cannot say where it came from (ADR 032). same-origin still keeps this
        // page's address (its session id) from every other site, the shop's success page included when it is elsewhere.
        .header('referrer-policy', 'same-origin')
        .header('x-content-type-options', 'nosniff')
        .header('x-frame-options', 'DENY')
        .send(render({ nonce, shopName }))
    );
  }

  function sendMissing(reply: FastifyReply) {
    return send(reply, 404, (f) =>
      messagePage(
        f,
        'Checkout not found',
        'This payment link is not valid. Please go back to the shop and start the checkout again.',
        null,
      ),
    );
  }

  function sendClosed(reply: FastifyReply, checkout: LocalCheckoutView) {
    if (checkout.status === 'complete') {
      return send(reply, 409, (f) =>
        messagePage(
          f,
          'This checkout is already paid',
          `The payment of this order was already made with the card ending in ${checkout.cardLast4 ?? '····'}. Nothing more was charged.`,
          {
            href: checkout.successUrl.replaceAll(CHECKOUT_SESSION_ID_PLACEHOLDER, checkout.id),
            label: 'Return to the shop',
          },
        ),
      );
    }
    return send(reply, 410, (f) =>
      messagePage(
        f,
        'This checkout has expired',
        'The time to pay for this order has run out and nothing was charged. Please go back to the shop and check out again.',
        { href: checkout.cancelUrl, label: 'Back to shop' },
      ),
    );
  }

  /** Answers a pay or authenticate result; rendered at /checkout/:id/<step>, so sibling actions are relative. */
  function sendResult(reply: FastifyReply, result: PayResult, form: Partial<CardForm>) {
    switch (result.kind) {
      case 'missing':
        return sendMissing(reply);
      case 'closed':
        return sendClosed(reply, result.checkout);
      case 'paid':
        if (result.eventError !== undefined) {
          // The payment stands; the shop's verify-payment call on the success page is the other path to fulfil.
          reply.log.error(
            { err: result.eventError, sessionId: result.checkout.id },
            'local payment onEvent failed',
          );
        }
        return reply.header('cache-control', 'no-store').redirect(result.redirectTo, 303);
      case 'authenticate':
        return send(reply, 200, (f) => authenticationPage(f, result.checkout, 'authenticate', result.token), [
          result.checkout.successUrl,
        ]);
      case 'invalid':
      case 'declined':
        return send(
          reply,
          result.kind === 'invalid' ? 422 : 402,
          (f) =>
            checkoutPage(f, result.checkout, {
              payAction: 'pay',
              values: { number: form.number ?? '', expiry: form.expiry ?? '', name: form.name ?? '' },
              ...(result.kind === 'invalid'
                ? { errors: result.errors, message: 'Please check the card details below.' }
                : { message: result.message }),
            }),
          [result.checkout.successUrl],
        );
    }
  }

  const tags = ['payments'];
  const pageSchema = {
    tags,
    response: { 200: page('The checkout page with its card form'), ...pageAnswers },
  };
  app.get<{ Params: Params }>('/checkout/:id', { schema: pageSchema }, async (request, reply) => {
    const checkout = await provider.getCheckout(request.params.id);
    if (!checkout) return sendMissing(reply);
    if (checkout.status !== 'open') return sendClosed(reply, checkout);
    // Rendered at /checkout/:id, so the form's relative action is "<id>/pay".
    return send(
      reply,
      200,
      (f) => checkoutPage(f, checkout, { payAction: `${encodeURIComponent(checkout.id)}/pay` }),
      [checkout.successUrl],
    );
  });

  // Reached by reloading or bookmarking a result page after its form was posted: back to the page itself.
  for (const step of ['pay', 'authenticate']) {
    const schema = { tags, response: { 303: redirect('Back to the checkout page') } };
    app.get<{ Params: Params }>(`/checkout/:id/${step}`, { schema }, async (request, reply) =>
      reply.redirect(`../${encodeURIComponent(request.params.id)}`, 303),
    );
  }

  const resultSchema = { tags, response: resultAnswers };
  app.post<{ Params: Params; Body: unknown }>(
    '/checkout/:id/pay',
    { schema: resultSchema },
    async (request, reply) => {
      const body = formFields(request.body);
      const card: CardForm = {
        number: body.number ?? '',
        expiry: body.expiry ?? '',
        cvc: body.cvc ?? '',
        name: body.name ?? '',
      };
      return sendResult(reply, await provider.pay(request.params.id, card), card);
    },
  );

  app.post<{ Params: Params; Body: unknown }>(
    '/checkout/:id/authenticate',
    { schema: resultSchema },
    async (request, reply) => {
      const body = formFields(request.body);
      const outcome = body.outcome === 'complete' ? 'complete' : 'fail';
      return sendResult(reply, await provider.authenticate(request.params.id, body.token ?? '', outcome), {});
    },
  );
};

/** A body parsed by the form parser above; anything else (JSON from a script) is read the same way if flat. */
function formFields(body: unknown): Partial<Record<string, string>> {
  if (typeof body !== 'object' || body === null) return {};
  const fields: Partial<Record<string, string>> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

function originOf(url: string): string[] {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? [parsed.origin] : [];
  } catch {
    return [];
  }
}
