import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe secret (session ids, device and reset tokens). */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Secrets are stored only as their SHA-256: a leaked table gives no usable token. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export const sixDigitCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

const base32 = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Short, unambiguous order reference for people (GS-XXXXXXXX). */
export function orderReference(): string {
  const bytes = randomBytes(8);
  return `GS-${Array.from(bytes, (b) => base32[b % base32.length]).join('')}`;
}
