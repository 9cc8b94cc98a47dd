/**
 * /appointments/cancel/{token} (ADR 039): the link in an appointment's confirmation e-mail. Public: the link itself
 * is the key. Its own chunk, so the contact page's first load does not carry it.
 */
import { PageContainer, PageHeading, useParams } from '@gemstore/shared';
import { QueryClientProvider } from '@gemstore/shared/data';
import { CancelAppointment } from '../features/appointments';
import { contactQueries } from '../lib/query-client';

export function AppointmentCancelPage() {
  const { token = '' } = useParams();
  return (
    <QueryClientProvider client={contactQueries}>
      <PageContainer>
        <PageHeading>Cancel your appointment</PageHeading>
        <CancelAppointment key={token} token={token} />
      </PageContainer>
    </QueryClientProvider>
  );
}
