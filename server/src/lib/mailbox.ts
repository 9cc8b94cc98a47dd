/**
 * The mailbox an e-mail address reaches (ADR 038), for counting mail per recipient: `Ana+1@Example.com`,
 * `ana+shop@example.com` and `ANA@example.com` are one inbox, and so are Gmail's `a.n.a@gmail.com` and
 * `ana@googlemail.com`. Used only to count; mail still goes to the address as typed.
 *
 * Dropping a `+tag` may, on the rare server that does not do sub-addressing, join two people's counts: a cap then bites
 * a little early for them, which is the safe side. Dots are dropped only for Gmail, which documents that it ignores
 * them; elsewhere `a.b@` and `ab@` can be different people.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at);
  const plus = local.indexOf('+');
  // '+tag@…' alone (nothing before the plus) is kept as typed: there is no mailbox name to strip it down to.
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`;
  return `${local}@${domain}`;
}
