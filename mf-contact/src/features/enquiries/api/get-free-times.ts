/**
 * GET /api/v1/form/appointment/slots (ADR 029): the start times still free on a Singapore date for a meeting type
 * and place. Until it answers, and if it cannot, the shop's opening times are offered and the booking itself decides.
 */
import { api } from '@gemstore/shared';
import type { AppointmentSlotsAnswer } from '@gemstore/shared/contract';
import { ANYONE, queryOptions, useQuery } from '@gemstore/shared/data';
import { openingTimes } from '../lib/appointment-times';

export const freeTimesQuery = (date: string, meetingType: string, location: string) =>
  queryOptions({
    queryKey: [
      ANYONE,
      'appointment-slots',
      date,
      meetingType,
      meetingType === 'in-person' ? location : '',
    ] as const,
    queryFn: async ({ signal }) =>
      (
        await api.get<AppointmentSlotsAnswer>('/form/appointment/slots', {
          params: { date, meetingType, ...(meetingType === 'in-person' && { location }) },
          signal,
        })
      ).data.times,
    staleTime: 30_000,
    retry: false,
  });

export function useFreeTimes(date: string, meetingType: string, location: string, now: Date): string[] {
  const answer = useQuery({ ...freeTimesQuery(date, meetingType, location), enabled: date !== '' });
  return answer.data ?? (date ? openingTimes(date, now) : []);
}
