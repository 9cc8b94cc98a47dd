/** One mailbox however its address is spelt (ADR 038): what acknowledgements and future bookings are counted by. */
import { mailboxOf } from '../src/lib/mailbox';

it.each([
  ['ana@example.com', 'ana@example.com', 'as typed'],
  ['  Ana@Example.COM ', 'ana@example.com', 'case and spaces'],
  ['ana+shop@example.com', 'ana@example.com', 'a +tag'],
  ['ANA+1+2@example.com', 'ana@example.com', 'a +tag with a plus in it'],
  ['a.n.a@example.com', 'a.n.a@example.com', 'dots elsewhere than Gmail: maybe another person'],
  ['A.n.a+x@Gmail.com', 'ana@gmail.com', 'Gmail ignores dots'],
  ['a.na@googlemail.com', 'ana@gmail.com', 'googlemail.com is gmail.com'],
  ['+tag@example.com', '+tag@example.com', 'nothing before the plus: kept'],
])('%s → %s (%s)', (address, mailbox) => {
  expect(mailboxOf(address)).toBe(mailbox);
});
