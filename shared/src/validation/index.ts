/**
 * `@gemstore/shared/validation`: the rules every form and request body follows (the form rules of
 * `docs/product`), written once for the React UI and the Fastify server. React-free.
 */
export * from './fields';
export * from './common';
export * from './bounds';
export * from './auth';
export * from './profile';
export * from './checkout';
export * from './enquiries';
export * from './catalogue';
