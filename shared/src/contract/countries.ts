/**
 * Countries (§countries.list): about 250, Singapore first.
 */
import { z } from 'zod';
import { okAnswer } from './common';

export const countrySchema = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-2. */
  code: z.string(),
  /** '+65'; '' for the few places without one. */
  dialCode: z.string(),
  flag: z.string(),
});

/** GET /api/v1/countries. */
export const countriesAnswer = okAnswer({ countries: z.array(countrySchema) });
