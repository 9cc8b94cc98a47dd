/**
 * Where in-person appointments happen. SPEC names the cafés only by id (cafe1, cafe2, cafe3) and the shared form
 * labels are placeholders, so the names and addresses the shopper is sent live here, in one place. They are invented
 * for this shop (plausible Singapore addresses, cafe1 in the same building as the showroom in `shop.location`) and
 * are the ones to change when the shop names its real cafés.
 */
import type { PreferredLocation } from '@gemstore/shared/validation';

export type Cafe = { name: string; address: string };

export const cafes: Record<Exclude<PreferredLocation, ''>, Cafe> = {
  cafe1: { name: 'Gemstore Atelier Café', address: '14 Scotts Road, #01-05, Singapore 228213' },
  cafe2: { name: 'Gemstore Duxton Café', address: '72 Duxton Road, Singapore 089531' },
  cafe3: { name: 'Gemstore Joo Chiat Café', address: '282 Joo Chiat Road, Singapore 427536' },
};

export function cafeOf(location: string): Cafe | undefined {
  return Object.hasOwn(cafes, location) ? cafes[location as keyof typeof cafes] : undefined;
}

/** 'Gemstore Atelier Café, 14 Scotts Road, #01-05, Singapore 228213'. */
export function cafeText(cafe: Cafe): string {
  return `${cafe.name}, ${cafe.address}`;
}

export const ONLINE_MEETING_TEXT = 'Online video call: we e-mail you the link before the appointment';
