/**
 * `@gemstore/shared/validation`: the rules every form and request body follows (SPEC §5, §7, §8, §9), written once
 * for the React UI and the Fastify server. React-free.
 */
export * from './fields';
export * from './common';
export * from './auth';
export * from './profile';
export * from './checkout';
export * from './enquiries';
export * from './catalogue';
