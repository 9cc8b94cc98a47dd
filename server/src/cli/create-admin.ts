/**
 * Creates the shop's first staff account, or makes an existing account an admin:
 *   npm run create-admin -w @gemstore/server -- --email staff@example.com --password 'S3cure!pass' --first Ada --last Lim
 * Uses the same database as the server (DATABASE_URL, else the PGlite data directory; stop the server first then).
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { databaseOptions, loadDotEnv, markShopFolder, refuseAccidentalNewShop } from '../main-options';
import { hashPassword } from '../modules/users/passwords';

async function run() {
  // The same settings as the shop (.env too), or it could open another database than the one the shop runs on.
  loadDotEnv();
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      first: { type: 'string', default: 'Shop' },
      last: { type: 'string', default: 'Admin' },
    },
  });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error('Give a valid --email');
  const config = loadConfig();
  // Never into a new, empty shop where one was expected (ADR 036): the same rule as the shop's own start.
  refuseAccidentalNewShop(config);
  const database = await openDatabase(databaseOptions(config));
  markShopFolder(config);
  try {
    const [existing] = await database.db.select().from(users).where(eq(users.email, email));
    if (existing) {
      await database.db
        .update(users)
        .set({
          role: 'admin',
          verified: true,
          ...(values.password && { passwordHash: await hashPassword(values.password) }),
        })
        .where(eq(users.id, existing.id));
      console.log(`${email} is now an admin.`);
      return;
    }
    if (!values.password || values.password.length < 8)
      throw new Error('Give a --password of at least 8 characters');
    await database.db.insert(users).values({
      email,
      firstName: values.first ?? 'Shop',
      lastName: values.last ?? 'Admin',
      passwordHash: await hashPassword(values.password),
      role: 'admin',
      verified: true,
    });
    console.log(`Created admin ${email}.`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
