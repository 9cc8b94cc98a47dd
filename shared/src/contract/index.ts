/**
 * `@gemstore/shared/contract`: what every API route answers, as zod schemas (one file per API area). The server
 * declares them as its response schemas, so a handler that answers anything else does not compile; the UI's types
 * (`User`, `Product`, `CartLine`, …) are inferred from the same schemas. React-free: imports zod and the taxonomy only.
 */
export * from './common';
export * from './user';
export * from './catalogue';
export * from './cart';
export * from './wishlist';
export * from './checkout';
export * from './orders';
export * from './enquiries';
export * from './countries';
export * from './admin';
export * from './google-sign-in';
export type * from '../types';
