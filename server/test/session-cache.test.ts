/**
 * Sessions kept in the process on the embedded database (ADR 062): whatever changes an account or a session is seen
 * by the very next request, as when every request asked the database. The same journeys run on Postgres, where
 * nothing is kept (several processes, ADR 060).
 */
import { eq } from 'drizzle-orm';
import { sessions, users } from '../src/db/schema';
import { SessionCache } from '../src/modules/users/sessions';
import { sha256 } from '../src/lib/crypto';
import { signedInShopper, Shopper, startShop, strongPassword, type TestShop } from './support/app';
import { fixDateAt } from './support/fixed-date';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  jest.useRealTimers();
  await shop.close();
});

/** A second browser holding the same session cookie as `shopper` (the same session, as if copied). */
function sameSession(shopper: Shopper): Shopper {
  const copy = new Shopper(shop.app);
  copy.cookies.set('gs_sid', shopper.cookies.get('gs_sid') ?? '');
  return copy;
}

const me = async (browser: Shopper) =>
  (await browser.get('/api/v1/user/me')).data.user as { firstName: string } | null;

it('keeps sessions only on the embedded database', () => {
  expect(shop.app.services.sessions !== undefined).toBe(shop.config.DATABASE_URL === undefined);
});

it('a password change ends the other session at its very next request, though it was just looked up', async () => {
  const { shopper, email } = await signedInShopper(shop, { trustDevice: true });
  // A second browser on the same trusted device signs in with the password alone: a session of its own.
  const other = new Shopper(shop.app);
  other.cookies.set('gs_tdid', shopper.cookies.get('gs_tdid') ?? '');
  expect((await other.post('/api/v1/user/login', { email, password: strongPassword })).data).toMatchObject({
    success: true,
  });
  expect(await me(other)).not.toBeNull();
  expect(await me(other)).not.toBeNull();
  const changed = await shopper.put('/api/v1/user/reset-password', {
    currentPassword: strongPassword,
    newPassword: 'Emerald#2026',
    confirmPassword: 'Emerald#2026',
  });
  expect(changed.statusCode).toBe(200);
  expect(await me(other)).toBeNull();
  expect(await me(shopper)).not.toBeNull();
});

it('a logout (a GET) ends the session for every browser holding it at once', async () => {
  const { shopper } = await signedInShopper(shop);
  const copy = sameSession(shopper);
  expect(await me(copy)).not.toBeNull();
  await shopper.get('/api/v1/user/logout');
  expect(await me(copy)).toBeNull();
});

it('a changed name shows at the next request', async () => {
  const { shopper } = await signedInShopper(shop, { firstName: 'Aiko' });
  expect(await me(shopper)).toMatchObject({ firstName: 'Aiko' });
  const updated = await shopper.put('/api/v1/user/update-user', { firstName: 'Mei' });
  expect(updated.statusCode).toBe(200);
  expect(await me(shopper)).toMatchObject({ firstName: 'Mei' });
});

it('a session that expires while kept signs nobody in from its expiry on', async () => {
  const { shopper } = await signedInShopper(shop);
  const tokenHash = sha256(shopper.cookies.get('gs_sid') ?? '');
  const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
  await shop.db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  // The next look-up (this write) reads the new expiry and keeps the session with it.
  await shopper.put('/api/v1/user/update-user', { firstName: 'Aiko' });
  expect(await me(shopper)).not.toBeNull();
  fixDateAt(expiresAt.getTime() - 1);
  expect(await me(shopper)).not.toBeNull();
  fixDateAt(expiresAt.getTime());
  expect(await me(shopper)).toBeNull();
  jest.useRealTimers();
});

it('a look-up that started before a change does not keep what it read', async () => {
  const cache = new SessionCache();
  const { userId } = await signedInShopper(shop);
  const [user] = await shop.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('no user');
  const expiresAt = new Date(Date.now() + 60_000);
  const before = cache.current;
  cache.clear(); // a logout, a password change… while the look-up was under way
  cache.set('read-before', user, expiresAt, before);
  expect(cache.get('read-before')).toBeUndefined();
  cache.set('read-after', user, expiresAt, cache.current);
  expect(cache.get('read-after')).toEqual(user);
});
