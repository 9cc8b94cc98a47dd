/**
 * How an order reads to its shopper: dates in Singapore's time and words (the shop is in Singapore, wherever the
 * shopper is), what each status means, and the shipping address as it is written on a parcel.
 */
import type { Address, Order } from '@gemstore/shared';

const day = new Intl.DateTimeFormat('en-SG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Singapore',
});
const dayAndTime = new Intl.DateTimeFormat('en-SG', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Asia/Singapore',
});

/** '5 March 2026'. */
export const orderDay = (iso: string) => day.format(new Date(iso));

/** '5 March 2026 at 2:30 pm'. */
export const orderMoment = (iso: string) => dayAndTime.format(new Date(iso));

/** An order exists only once it is paid, so each status also says where the payment stands. */
export const statusNotes: Record<Order['status'], string> = {
  Paid: 'Payment received. We are preparing your order.',
  Processing: 'Payment received. Your order is being prepared.',
  Shipped: 'Payment received. Your order is on its way.',
  Delivered: 'Payment received. Your order has been delivered.',
  Cancelled: 'This order was cancelled.',
  'Needs attention': 'Payment received. Our team is checking this order and will contact you.',
};

/**
 * The lines of a parcel's address: street, unit, city with state and postal code, country; empty parts left out, and
 * a state that only repeats the city (Singapore, Singapore) said once.
 */
export function addressLines(address: Address): string[] {
  const state = address.state.trim().toLowerCase() === address.city.trim().toLowerCase() ? '' : address.state;
  const place = [address.city, state, address.postal_code].filter(Boolean).join(' ');
  return [address.line1, address.line2, place, address.country].filter((line) => line.trim() !== '');
}

export const itemCount = (order: Order) => order.items.reduce((count, line) => count + line.quantity, 0);
