/**
 * GET /api/v1/countries (§countries.list): every country with its flag, Singapore first, for the profile,
 * the checkout and the enquiry forms. The same for everyone and for the page's life, so it is asked once (ANYONE,
 * never stale). A failure is only logged (§countries.list): a selector still offers the country the form
 * holds.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import { api } from '@gemstore/shared';
import type { countriesAnswer } from '../contract/countries';
import { ANYONE } from './query-client';

type CountriesAnswer = z.infer<typeof countriesAnswer>;
export type Country = CountriesAnswer['countries'][number];

export const countriesQuery = () =>
  queryOptions({
    queryKey: [ANYONE, 'countries'] as const,
    queryFn: async ({ signal }) => (await api.get<CountriesAnswer>('/countries', { signal })).data.countries,
    staleTime: Infinity,
  });

export function useCountries() {
  const answer = useQuery(countriesQuery());
  const { error } = answer;
  useEffect(() => {
    if (error) console.error('The list of countries could not be loaded', error);
  }, [error]);
  return answer;
}
