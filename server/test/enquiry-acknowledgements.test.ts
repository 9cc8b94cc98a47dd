/**
 * An acknowledgement repeats what was typed, to whatever address was typed. So one address is acknowledged at most 3
 * times in 24 hours for people not signed in as its owner (a stranger's words cannot be sent in the shop's name to
 * someone's inbox over and over, from many networks); the shop always gets every enquiry, and a shopper signed in
 * with the address is always acknowledged.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { enquiries, mailOutbox } from '../src/db/schema';
import { Shopper, signedInShopper, startShop, type TestShop } from './support/app';

const start = new Date('2031-01-15T01:00:00Z');
let now = start;
const at = (ms: number) => {
  now = new Date(start.getTime() + ms);
};
const DAY = 24 * 60 * 60 * 1000;

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ clock: () => now });
});
afterAll(() => shop.close());

let networks = 0;
/** A message from a network of its own each time: the per-network limit is not what is tested here. */
async function messageTo(email: string, from = new Shopper(shop.app, `192.0.2.${++networks}`)) {
  const res = await from.post('/api/v1/form/leave-message', {
    firstName: 'Ana',
    email,
    message: 'Do you resize rings bought elsewhere?',
  });
  expect(res.statusCode).toBe(200);
  expect(res.data).toEqual({ success: true, message: 'Message sent successfully!' });
}

/** For each enquiry from `email` (any case), oldest first: who its mails go to. */
async function recipientsOf(email: string): Promise<string[][]> {
  const rows = await shop.db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(sql`lower(${enquiries.email}) = ${email.toLowerCase()}`)
    .orderBy(asc(enquiries.createdAt));
  return Promise.all(
    rows.map(async (row) =>
      (await shop.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, row.id)))
        .map((mail) => mail.toAddress.toLowerCase())
        .sort(),
    ),
  );
}

const shopOnly = ['inbox@gemstore.test'];
const both = (email: string) => ['inbox@gemstore.test', email].sort();

it('acknowledges 3 enquiries to one address in a day and not the 4th (whatever its case); the shop gets all 4', async () => {
  at(0);
  for (let sent = 0; sent < 3; sent++) await messageTo('target@example.com');
  await messageTo('Target@Example.COM');
  expect(await recipientsOf('target@example.com')).toEqual([
    both('target@example.com'),
    both('target@example.com'),
    both('target@example.com'),
    shopOnly,
  ]);
});

it('one more is acknowledged once the first three are 24 hours old, not a millisecond before', async () => {
  at(DAY - 1);
  await messageTo('target@example.com');
  at(DAY);
  await messageTo('target@example.com');
  const sent = await recipientsOf('target@example.com');
  expect(sent.slice(4)).toEqual([shopOnly, both('target@example.com')]);
});

it('a shopper signed in with the address is acknowledged whatever strangers sent to it', async () => {
  at(2 * DAY);
  const { shopper: owner } = await signedInShopper(shop, { email: 'owner@example.com' });
  for (let sent = 0; sent < 3; sent++) await messageTo('owner@example.com');
  await messageTo('owner@example.com');
  await messageTo('owner@example.com', owner);
  const sent = await recipientsOf('owner@example.com');
  expect(sent.slice(3)).toEqual([shopOnly, both('owner@example.com')]);
});
