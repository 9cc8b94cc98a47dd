/**
 * `gemstore-shared/no-domain-writes` (ADR 052, 053): @gemstore/shared is a contract — the store's atoms and their
 * types, the API client, routes, validation, UI primitives — and makes no domain writes. A change to the cart, the
 * wishlist, an order, a checkout or a profile belongs to the remote that owns it, which lends it to the others at run
 * time (the checkout remote's `checkout/cart`, the account remote's `account/wishlist`), so its team ships it by
 * deploying that remote alone. The rule has no exceptions (eslint.config.mjs gives it every file of shared/src but
 * the tests).
 *
 * Reported, in the files the rule is given (shared/src, eslint.config.mjs):
 * - a call of an HTTP client's writing method: `<client>.post|put|patch(…)`, and `<client>.delete(…)` when the
 *   client is named like one (api, client, http, axios…) or the first argument is a path ('/cart/…', `/…${id}`);
 * - `<client>.request({ method: 'POST' … })`, `axios({ method: … })` and `fetch(url, { method: 'PUT' … })` with a
 *   writing method;
 * - `navigator.sendBeacon(…)`, which only ever writes.
 * Reads (`api.get`) stay allowed: the page-load reads of the cart and the wishlist are argued in ADR 052 and 053.
 */

const WRITING_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const CLIENT_NAMES = /^(api|client|http|https|axios|request|apiClient|[a-zA-Z]*Api|[a-zA-Z]*Client)$/;

const message =
  "shared is a contract and makes no domain writes (ADR 052): this change belongs to the remote that owns its domain, lent to the others at run time (e.g. the checkout remote's 'checkout/cart', the account remote's 'account/wishlist').";

function propertyName(member) {
  if (member.computed) return member.property.type === 'Literal' ? String(member.property.value) : undefined;
  return member.property.type === 'Identifier' ? member.property.name : undefined;
}

function objectName(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression') return propertyName(node);
  if (node.type === 'ThisExpression') return 'this';
  return undefined;
}

const isPathLike = (node) =>
  (node?.type === 'Literal' && typeof node.value === 'string' && node.value.startsWith('/')) ||
  (node?.type === 'TemplateLiteral' && (node.quasis[0]?.value.cooked ?? '').startsWith('/'));

/** An object literal with `method: 'POST'` (any case) or another writing method. */
function hasWritingMethod(node) {
  if (node?.type !== 'ObjectExpression') return false;
  return node.properties.some(
    (property) =>
      property.type === 'Property' &&
      !property.computed &&
      ((property.key.type === 'Identifier' && property.key.name === 'method') ||
        (property.key.type === 'Literal' && property.key.value === 'method')) &&
      property.value.type === 'Literal' &&
      typeof property.value.value === 'string' &&
      WRITING_METHODS.has(property.value.value.toLowerCase()),
  );
}

const noDomainWrites = {
  meta: {
    type: 'problem',
    docs: { description: 'shared makes no domain writes: they belong to the remote that owns the domain' },
    schema: [],
    messages: { write: message },
  },
  create(context) {
    return {
      CallExpression(node) {
        const { callee, arguments: args } = node;
        if (callee.type === 'MemberExpression') {
          const method = propertyName(callee);
          const owner = objectName(callee.object);
          if (method === 'sendBeacon' && owner === 'navigator') {
            context.report({ node, messageId: 'write' });
            return;
          }
          if (method === 'request' && args.some(hasWritingMethod)) {
            context.report({ node, messageId: 'write' });
            return;
          }
          if (!method || !WRITING_METHODS.has(method)) return;
          // `.delete` is also Map's and Set's: only a client's, or one given a path, is a write.
          if (method === 'delete' && !isPathLike(args[0]) && !(owner && CLIENT_NAMES.test(owner))) return;
          context.report({ node, messageId: 'write' });
          return;
        }
        if (
          callee.type === 'Identifier' &&
          ['fetch', 'axios'].includes(callee.name) &&
          args.some(hasWritingMethod)
        )
          context.report({ node, messageId: 'write' });
      },
    };
  },
};

export const sharedWritesPlugin = { rules: { 'no-domain-writes': noDomainWrites } };
