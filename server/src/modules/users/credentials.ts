/**
 * A password is replaced in one place, so every way of changing it (profile, reset link) ends the same things:
 * reset links issued before the change, other sessions, and trusted devices.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { revokeAccess } from './sessions';

/**
 * Sets the new password hash inside the caller's transaction. A reset link mailed before the change would
 * otherwise still set a password afterwards (someone who read the old mail could undo the change).
 */
export async function replacePassword(
  tx: Db,
  userId: string,
  passwordHash: string,
  keepSessionToken?: string,
): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await revokeAccess(tx, userId, keepSessionToken);
}
