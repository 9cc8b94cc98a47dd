/**
 * The cancel link in an appointment's confirmation e-mail (ADR 039): GET /api/v1/form/appointment/cancel/{token}
 * shows the booking it is for; POST cancels it (once). A link that cannot be used answers 404 (unknown) or 409 (used,
 * cancelled by the shop, or the appointment has started), with the words to show.
 */
import { api, type ApiMessage } from '@gemstore/shared';
import type { AppointmentToCancelAnswer } from '@gemstore/shared/contract';
import { ANYONE, queryOptions, useQuery } from '@gemstore/shared/data';

const cancelPath = (token: string) => `/form/appointment/cancel/${encodeURIComponent(token)}`;

export type AppointmentToCancel = AppointmentToCancelAnswer['appointment'];

export const cancelLinkQuery = (token: string) =>
  queryOptions({
    queryKey: [ANYONE, 'appointment-cancel-link', token] as const,
    queryFn: async ({ signal }) =>
      (await api.get<AppointmentToCancelAnswer>(cancelPath(token), { signal })).data.appointment,
    // Read once when the page opens: a link used meanwhile in another tab is refused by the cancel itself.
    staleTime: Infinity,
    retry: false,
  });

export const useCancelLink = (token: string) => useQuery(cancelLinkQuery(token));

export async function cancelAppointment(token: string): Promise<ApiMessage> {
  return (await api.post<ApiMessage>(cancelPath(token))).data;
}
