/**
 * Login sessions and trusted devices. Cookies carry random tokens; the database keeps only their hashes,
 * so each request is one indexed lookup and any API process can serve it.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { sessions, trustedDevices, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';

export const SESSION_COOKIE = 'gs_sid';
export const DEVICE_COOKIE = 'gs_tdid';
const SESSION_DAYS = 14;
export const TRUSTED_DEVICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

function cookieOptions(request: FastifyRequest, days: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.server.services.config.PUBLIC_URL.startsWith('https://'),
    maxAge: days * 24 * 60 * 60,
  };
}

/** Starts a new session (a new id at every login) and sets its cookie. */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(previous)));
  // Also on a GET (Google's sign-in returns through one), which the app's write rule does not cover.
  request.server.services.sessions?.clear();
  const token = randomToken();
  await db
    .insert(sessions)
    .values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS) });
  void reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, SESSION_DAYS));
}

export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  request.server.services.sessions?.clear();
  void reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Who holds each session this process has looked up lately, for a shop on the embedded database (ADR 062): one
 * process serves it, so every change to a session or an account passes through here, and the app empties this
 * before answering any request that may change data (app.ts). Several processes on Postgres keep none: a logout
 * through one must end the session in the others at their next request (ADR 060), which only the database knows.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, { user: UserRow; expiresAt: Date }>;
  /** Bumped by clear(): a look-up that started before a change must not keep what it read. */
  private generation = 0;

  constructor(ttlMs = 60_000, max = 10_000) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
  }

  /** Taken before a look-up, given back to set(). */
  get current(): number {
    return this.generation;
  }

  get(tokenHash: string): UserRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt.getTime() <= Date.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  set(tokenHash: string, user: UserRow, expiresAt: Date, lookedUpIn: number): void {
    if (lookedUpIn === this.generation) this.entries.set(tokenHash, { user, expiresAt });
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

export async function sessionUser(
  db: Db,
  token: string | undefined,
  cache?: SessionCache,
): Promise<UserRow | null> {
  if (!token) return null;
  const tokenHash = sha256(token);
  const kept = cache?.get(tokenHash);
  if (kept) return kept;
  const lookedUpIn = cache?.current ?? 0;
  const rows = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const found = rows[0];
  if (!found) return null;
  cache?.set(tokenHash, found.user, found.expiresAt, lookedUpIn);
  return found.user;
}

export async function trustDevice(db: Db, request: FastifyRequest, reply: FastifyReply, userId: string) {
  const token = randomToken();
  await db.insert(trustedDevices).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(Date.now() + TRUSTED_DEVICE_DAYS * DAY_MS),
  });
  void reply.setCookie(DEVICE_COOKIE, token, cookieOptions(request, TRUSTED_DEVICE_DAYS));
}

export async function isTrustedDevice(db: Db, request: FastifyRequest, userId: string): Promise<boolean> {
  const token = request.cookies[DEVICE_COOKIE];
  if (!token) return false;
  const rows = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, sha256(token)),
        eq(trustedDevices.userId, userId),
        isNull(trustedDevices.revokedAt),
        gt(trustedDevices.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** After a password change or reset: other sessions end and no device stays trusted. */
export async function revokeAccess(db: Db, userId: string, keepSessionToken?: string) {
  await db
    .update(trustedDevices)
    .set({ revokedAt: new Date() })
    .where(and(eq(trustedDevices.userId, userId), isNull(trustedDevices.revokedAt)));
  const all = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const keep = keepSessionToken ? sha256(keepSessionToken) : undefined;
  for (const { tokenHash } of all) {
    if (tokenHash !== keep) await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
