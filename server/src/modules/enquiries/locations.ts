/**
 * Where in-person appointments happen: the cafés' names and addresses are the shop's, in shared (the form shows the
 * same names the e-mails send).
 */
import { cafes } from '@gemstore/shared/validation';

export { cafes };
export type Cafe = { name: string; address: string };

export function cafeOf(location: string): Cafe | undefined {
  return Object.hasOwn(cafes, location) ? cafes[location as keyof typeof cafes] : undefined;
}

/** 'Gemstore Atelier Café, 14 Scotts Road, #01-05, Singapore 228213'. */
export function cafeText(cafe: Cafe): string {
  return `${cafe.name}, ${cafe.address}`;
}

export const ONLINE_MEETING_TEXT = 'Online video call: we e-mail you the link before the appointment';
