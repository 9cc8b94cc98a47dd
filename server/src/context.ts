/**
 * What every route module gets from the app: configuration and the shop's services.
 */
import type { Config } from './config';
import type { Db } from './db/client';
import type { RateLimits } from './lib/rate-limit';
import type { Mailer } from './mail/mailer';
import type { Outbox } from './mail/outbox';
import type { ListingCache } from './modules/catalogue/cache';
import type { CatalogueChanges } from './modules/catalogue/changes';
import type { SessionCache } from './modules/users/sessions';
import type { PaymentProvider } from './payments/provider';

export type Services = {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Enquiry mail: stored with the enquiry, then sent, retried until it goes (ADR 008). */
  outbox: Outbox;
  /** The time now; tests fix it (appointments depend on the day and hour in Singapore). */
  clock: () => Date;
  payments: PaymentProvider;
  limits: RateLimits;
  /** Minutes a password-reset link stays valid. */
  resetLinkMinutes: number;
  catalogueCache: ListingCache;
  /** How a write to products reaches every API process's catalogueCache, this one's too (ADR 060). */
  catalogueChanges: CatalogueChanges;
  /** Sessions looked up lately, on the embedded database only (ADR 062); none with several processes. */
  sessions: SessionCache | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
