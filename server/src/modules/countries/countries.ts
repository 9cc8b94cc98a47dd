/**
 * Countries from the bundled world-countries dataset (no call to a public service at run time):
 * name, two-letter code, flag, dial code; Singapore first (§countries.list).
 */
import worldCountries from 'world-countries';
import type { z } from 'zod';
import type { countrySchema } from '@gemstore/shared/contract';
import { HOME_COUNTRY } from '@gemstore/shared/taxonomy';
import type { Address } from '../../db/schema';
import { badRequest } from '../../lib/errors';

export type Country = z.output<typeof countrySchema>;

function dialCode(idd: { root?: string; suffixes?: string[] }): string {
  if (!idd.root) return '';
  // Countries sharing a root with many suffixes (+1, +7) are dialled by the root alone.
  return idd.suffixes?.length === 1 ? `${idd.root}${idd.suffixes[0]}` : idd.root;
}

export const countries: Country[] = worldCountries
  .map((c) => ({ name: c.name.common, code: c.cca2, dialCode: dialCode(c.idd), flag: c.flag }))
  .sort((a, b) =>
    a.code === HOME_COUNTRY.code ? -1 : b.code === HOME_COUNTRY.code ? 1 : a.name.localeCompare(b.name, 'en'),
  );

const byKey = new Map<string, Country>();
for (const country of countries) {
  byKey.set(country.code.toLowerCase(), country);
  byKey.set(country.name.toLowerCase(), country);
}
for (const c of worldCountries) {
  const country = byKey.get(c.cca2.toLowerCase());
  if (country) byKey.set(c.name.official.toLowerCase(), country);
}

/** A country by its name (common or official) or two-letter code, any case. */
export function findCountry(nameOrCode: string): Country | undefined {
  return byKey.get(nameOrCode.trim().toLowerCase());
}

/** Stores the country by its common name, so the profile and checkout show it the same way. */
export function normaliseAddress(address: Partial<Address>): Address {
  const country = address.country?.trim() ? findCountry(address.country) : undefined;
  if (address.country?.trim() && !country) throw badRequest('Please choose a country from the list');
  return {
    line1: address.line1 ?? '',
    line2: address.line2 ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    postal_code: address.postal_code ?? '',
    country: country?.name ?? '',
  };
}

export function isHomeCountry(nameOrCode: string): boolean {
  return findCountry(nameOrCode)?.code === HOME_COUNTRY.code;
}
