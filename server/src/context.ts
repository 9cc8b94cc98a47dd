/**
 * What every route module gets from the app: configuration and the shop's services.
 */
import type { Config } from './config';
import type { Db } from './db/client';
import type { RateLimits } from './lib/rate-limit';
import type { Mailer } from './mail/mailer';
import type { ListingCache } from './modules/catalogue/cache';
import type { PaymentProvider } from './payments/provider';

export type Services = {
  config: Config;
  db: Db;
  mailer: Mailer;
  payments: PaymentProvider;
  limits: RateLimits;
  /** Minutes a password-reset link stays valid. */
  resetLinkMinutes: number;
  catalogueCache: ListingCache;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
