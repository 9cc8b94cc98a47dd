/**
 * The shop's tables. One dialect (Postgres) for both the embedded PGlite default and a real Postgres server.
 * Money is kept in integer cents; prices shown to shoppers are derived from these, never taken from a client.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { enquiryKinds, enquiryStatuses, orderStatuses } from '@gemstore/shared/contract';
import type { Address, MeetingType } from '@gemstore/shared/validation';
import type { Message } from '../mail/templates';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A stored address is one the shared address rules accepted (§session.user-fields); one shape everywhere. */
export type { Address };

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Null for an account made through Google sign-in; "Forgot password" sets one (ADR 024). */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    image: text('image'),
    address: jsonb('address').$type<Address>(),
    verified: boolean('verified').notNull().default(false),
    /** Stripe customer id when the Stripe provider is in use. */
    paymentCustomerId: text('payment_customer_id'),
    /** Name, e-mail and shipping address given at checkout (§checkout.customer-payload). */
    checkoutCustomer: jsonb('checkout_customer').$type<CheckoutCustomer>(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
);

export type CheckoutCustomer = {
  email: string;
  name: string;
  shipping: { name: string; address: Address };
};

/** Server-side login sessions; the cookie carries a random token, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** "Trust this device for 30 days": a random cookie token, stored hashed, revoked on password change. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

export const otpPurposes = ['sign-in', 'registration', 'link'] as const;

/**
 * E-mailed one-time codes: stored hashed, 10-minute life, single use, limited wrong tries. A registration's code
 * carries that registration's details, applied only when that code is entered (ADR 024), so registering again over
 * an unverified account changes nothing until the mailbox's owner enters the code.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: otpPurposes }).notNull().default('sign-in'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A registration's names and password hash; null for other codes. */
    firstName: text('first_name'),
    lastName: text('last_name'),
    passwordHash: text('password_hash'),
    /** The sign-in identity (e.g. a Google subject) a link code attaches to the account when it is entered. */
    identityProvider: text('identity_provider'),
    identitySubject: text('identity_subject'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_codes_user_idx').on(t.userId, t.createdAt),
    check(
      'otp_codes_registration_details',
      sql`(${t.purpose} = 'registration') = (${t.firstName} IS NOT NULL AND ${t.lastName} IS NOT NULL AND ${t.passwordHash} IS NOT NULL)`,
    ),
    check(
      'otp_codes_link_identity',
      sql`(${t.purpose} = 'link') = (${t.identityProvider} IS NOT NULL AND ${t.identitySubject} IS NOT NULL)`,
    ),
  ],
);

/** Sign-in identities of other providers (OpenID Connect: the issuer's stable subject id) linked to accounts. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail the provider vouched for when the link was made (for staff; sign-in goes by subject). */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('user_identities_user_idx').on(t.userId)],
);

/**
 * A sign-in started at a provider and not yet back: PKCE verifier, nonce and where to return, keyed by the hash of
 * the state (which the browser also holds in a cookie). Single use, 10 minutes.
 */
export const oauthLogins = pgTable('oauth_logins', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull(),
  intent: text('intent', { enum: ['login', 'register'] }).notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * The decoy id register answered for an address that already has a verified account (ADR 037), and that account: a
 * resend with the decoy id then counts against the account's mailbox as a new address's resend does against its own
 * (ADR 049). Written by a registration of the address, so only accounts someone registered again have one.
 */
export const registerDecoys = pgTable(
  'register_decoys',
  {
    decoyId: uuid('decoy_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('register_decoys_user_key').on(t.userId)],
);

/** Fixed-window counters shared by every API process (so limits hold behind a load balancer). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    section: text('section', { enum: ['gemstones', 'jewellery'] }).notNull(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    /** Carats; null for jewellery without a stated weight. */
    weight: numeric('weight', { precision: 7, scale: 2, mode: 'number' }),
    cut: text('cut'),
    colour: text('colour'),
    clarity: text('clarity'),
    /** Filter keys: lowercased, spaces as hyphens (§taxonomy.filter-keys). */
    cutKey: text('cut_key'),
    colourKey: text('colour_key'),
    clarityKey: text('clarity_key'),
    /** Gallery: image, gif, video and certificate URLs, in display order. */
    media: jsonb('media').$type<string[]>().notNull(),
    countInStock: integer('count_in_stock').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_listing_price_idx').on(t.section, t.category, t.priceCents),
    index('products_listing_weight_idx').on(t.section, t.category, t.weight),
    index('products_name_idx').on(t.section, sql`lower(${t.name})`),
    // Every filter's column, for the active pieces only: a listing's count reads this index alone (an index-only
    // scan) instead of every matching row of a large table (issue 32: 15 ms → 2 ms at 100k pieces).
    index('products_listing_count_idx')
      .on(t.section, t.category, t.cutKey, t.colourKey, t.clarityKey, t.priceCents, t.weight)
      .where(sql`${t.active}`),
    check('products_stock_nonnegative', sql`${t.countInStock} >= 0`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * A product's stored files (pictures, animations, lab reports), served by the media route under the name its gallery
 * URL gives (`/api/v1/media/products/{productId}/{name}`). The bytes are in the media store under `blob`, a name that
 * stands for one content for good, so products may share a stored file and a stored file never changes (ADR 051).
 */
export const productMedia = pgTable(
  'product_media',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The file's name in the product's gallery URL: `1.jpg`, `spin.webp`, `certificate.png`. */
    name: text('name').notNull(),
    /**
     * The file's name in the media store, 64 hex digits: the SHA-256 of the bytes (a file stored as it came), or of
     * everything a picture is drawn from (the demo's, which may still be being drawn when the shop starts).
     */
    blob: text('blob').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.name] })],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const cartItems = pgTable(
  'cart_items',
  {
    /** Numeric so that checkout routes can join line ids with '-' (§checkout.route). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_key').on(t.userId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export type EnquiryKind = (typeof enquiryKinds)[number];

export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: enquiryKinds }).notNull(),
    email: text('email').notNull(),
    /**
     * The mailbox `email` reaches (ADR 038): lower case, `+tag` dropped, Gmail's dots dropped. Acknowledgements and
     * future bookings are counted by it, so `x+1@` and `X@` count as `x@`.
     */
    mailbox: text('mailbox').notNull().default(''),
    /** Whether the shopper was sent an acknowledgement (the daily cap counts these per mailbox). */
    acknowledged: boolean('acknowledged').notNull().default(false),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    status: text('status', { enum: enquiryStatuses }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_mailbox_idx').on(t.mailbox, t.createdAt),
  ],
);

/** The form's meeting types (a tuple, as a text column's enum must be). */
const bookingMeetingTypes = ['online', 'in-person'] as const satisfies readonly MeetingType[];

/**
 * The slot an appointment enquiry holds (ADR 029): one row per booked appointment, written in the enquiry's
 * transaction under an advisory lock on its date and pool, so two bookings can never both take the last place.
 * The pool is the location for in-person meetings (one at a time each) and '' for online ones (a configured number
 * in parallel).
 */
export const appointmentBookings = pgTable(
  'appointment_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    meetingType: text('meeting_type', { enum: bookingMeetingTypes }).notNull(),
    /** cafe1, cafe2 or cafe3 in person; '' online. */
    location: text('location').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The network the booking came from: future bookings are capped per network (ADR 039). */
    requestedFrom: text('requested_from').notNull().default(''),
    /** SHA-256 of the cancel link's token (ADR 039); the token itself is only in the shopper's e-mail. */
    cancelTokenHash: text('cancel_token_hash'),
    /** Set when the shopper or staff cancel (or staff close the enquiry): the slot is free again. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Who cancelled: the shopper by the link, or the shop (staff closed or cancelled the enquiry). */
    cancelledBy: text('cancelled_by', { enum: ['shopper', 'shop'] }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_bookings_enquiry_key').on(t.enquiryId),
    uniqueIndex('appointment_bookings_cancel_token_key').on(t.cancelTokenHash),
    index('appointment_bookings_pool_idx').on(t.meetingType, t.location, t.startsAt),
    check('appointment_bookings_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointment_bookings_location_by_type', sql`(${t.meetingType} = 'online') = (${t.location} = '')`),
  ],
);

/** What an outbox row sends: the message as the mailer takes it, attachments included. */
export type StoredMessage = Message;

/**
 * Mail written in the same transaction as what it reports (an enquiry and its acknowledgement), then sent; a send
 * that fails stays pending with a later `next_attempt_at`, and the sweeper tries again with backoff until it goes
 * (ADR 008). A claimed row's `next_attempt_at` is pushed past the send's longest time, so two processes never send
 * one row at once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The enquiry the mail is about; null for mail of other kinds. Kept when the enquiry is deleted (a record). */
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    message: jsonb('message').$type<StoredMessage>().notNull(),
    /** 'failed': given up (refused for good, or not sent in 3 days; see mail/outbox.ts). */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_enquiry_idx').on(t.enquiryId),
  ],
);

export type CheckoutLine = {
  productId: number;
  name: string;
  quantity: number;
  unitPriceCents: number;
  image: string | null;
};

/**
 * One attempt to pay. Stock for its lines is taken off `products.count_in_stock` when it is created
 * (`stockReserved`), given back when it expires or is cancelled, and kept when it is fulfilled.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cart', 'product'] }).notNull(),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id'),
    url: text('url'),
    /**
     * open → (pending →) complete | expired. `pending`: the shopper finished the provider's page with a delayed
     * method and the money is on its way; only the provider's word (paid, failed, expired) or the end of the pending
     * hold closes it, never another checkout of the same shopper (issue 30 item 2).
     */
    status: text('status', { enum: ['open', 'pending', 'complete', 'expired'] })
      .notNull()
      .default('open'),
    stockReserved: boolean('stock_reserved').notNull().default(true),
    lines: jsonb('lines').$type<CheckoutLine[]>().notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('sgd'),
    customer: jsonb('customer').$type<CheckoutCustomer>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('checkout_sessions_provider_key').on(t.provider, t.providerSessionId),
    index('checkout_sessions_open_idx').on(t.status, t.expiresAt),
  ],
);

/** The order statuses are part of the API contract (staff set them, shoppers see them). */
export { orderStatuses };
export type OrderStatus = (typeof orderStatuses)[number];

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short human reference shown to the shopper and staff (e.g. GS-7K3F9Q). */
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutSessionId: uuid('checkout_session_id')
      .notNull()
      .references(() => checkoutSessions.id),
    status: text('status', { enum: orderStatuses }).notNull().default('Paid'),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    customer: jsonb('customer').$type<CheckoutCustomer>().notNull(),
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
  },
  (t) => [
    // One order per checkout session, whatever races between verify-payment and the webhook.
    uniqueIndex('orders_checkout_session_key').on(t.checkoutSessionId),
    uniqueIndex('orders_reference_key').on(t.reference),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * The built-in test payment provider's own records (what Stripe would keep on its side). Kept in the shop's
 * database so the hosted test page works with several API processes.
 */
export const localPaymentSessions = pgTable('local_payment_sessions', {
  id: text('id').primaryKey(),
  clientReferenceId: text('client_reference_id').notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
    .notNull()
    .default('unpaid'),
  amountTotal: bigint('amount_total', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  lineItems: jsonb('line_items').$type<{ name: string; quantity: number; unitAmount: number }[]>().notNull(),
  customerEmail: text('customer_email'),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** Set when a card needs the extra confirmation step (4000 0027 6000 3184). */
  pendingActionToken: text('pending_action_token'),
  cardLast4: text('card_last4'),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
