/**
 * The page a cancel link opens (ADR 039): the booking it is for — kind, date, time, place — and one button that
 * cancels it. Whoever holds the link may use it, so nothing the shopper typed is shown, only the shop's words. A
 * link that cannot be used (unknown, used, cancelled by the shop, the appointment started) says why, clearly.
 */
import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink, Spinner, toApiError } from '@gemstore/shared';
import { dateInWords } from '@gemstore/shared/validation/opening-hours';
import { cancelAppointment, useCancelLink, type AppointmentToCancel } from '../api/cancel-link';

const BOOK_AGAIN = '/contact#appointmentSection';

type Outcome = { kind: 'open' } | { kind: 'cancelling' } | { kind: 'done' | 'refused'; message: string };

export function CancelAppointment({ token }: { token: string }) {
  const link = useCancelLink(token);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'open' });
  const result = useRef<HTMLDivElement>(null);

  const cancel = async () => {
    if (outcome.kind === 'cancelling') return;
    setOutcome({ kind: 'cancelling' });
    try {
      const answer = await cancelAppointment(token);
      setOutcome({ kind: 'done', message: answer.message });
    } catch (error) {
      setOutcome({ kind: 'refused', message: toApiError(error).message });
    }
  };

  // The button is gone once it has answered: the focus goes to what happened, so a screen reader says it and the
  // keyboard stays on the page instead of falling to <body>.
  const answered = outcome.kind === 'done' || outcome.kind === 'refused';
  useEffect(() => {
    if (answered) result.current?.focus();
  }, [answered]);

  if (link.isPending) {
    return (
      <Panel>
        <Spinner label="Checking your cancel link" />
      </Panel>
    );
  }
  if (link.isError) {
    return (
      <Panel role="alert">
        <p>{link.error.message}</p>
        <ButtonLink to={BOOK_AGAIN} variant="secondary">
          Book an appointment
        </ButtonLink>
      </Panel>
    );
  }
  return (
    <Panel>
      <Booking appointment={link.data} />
      {outcome.kind === 'done' || outcome.kind === 'refused' ? (
        <div ref={result} tabIndex={-1} role={outcome.kind === 'done' ? 'status' : 'alert'}>
          <p>{outcome.message}</p>
          <ButtonLink to={BOOK_AGAIN} variant="secondary">
            {outcome.kind === 'done' ? 'Book another time' : 'Book an appointment'}
          </ButtonLink>
        </div>
      ) : (
        <Actions>
          <p>Cannot come? Cancelling frees the time for someone else at once. It cannot be undone.</p>
          <div>
            <Button type="button" busy={outcome.kind === 'cancelling'} onClick={() => void cancel()}>
              {outcome.kind === 'cancelling' ? 'Cancelling...' : 'Cancel appointment'}
            </Button>
            <ButtonLink to="/" variant="secondary">
              Keep it
            </ButtonLink>
          </div>
        </Actions>
      )}
    </Panel>
  );
}

function Booking({ appointment }: { appointment: AppointmentToCancel }) {
  return (
    <Details aria-label="Your appointment">
      <dt>Appointment</dt>
      <dd>
        {appointment.purpose}, {appointment.meetingType === 'online' ? 'online' : 'in person'}
      </dd>
      <dt>Date</dt>
      <dd>{dateInWords(appointment.date)}</dd>
      <dt>Time</dt>
      <dd>
        {appointment.time} to {appointment.endTime} (Singapore time)
      </dd>
      <dt>Place</dt>
      <dd>{appointment.place}</dd>
    </Details>
  );
}

const Panel = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(6),
  maxWidth: '40rem',
  p: { margin: 0, color: theme.colour.inkSoft, font: `400 1.0625rem/1.7 ${theme.font.body}` },
  '[tabindex="-1"]': { display: 'grid', gap: theme.space(4), outline: 'none' },
  // A way on as wide as its words beside the text, the width of the page on a phone.
  [theme.media.medium]: { a: { justifySelf: 'start' } },
}));

const Details = styled.dl(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
  gap: `${theme.space(3)} ${theme.space(6)}`,
  margin: 0,
  padding: `${theme.space(6)} 0`,
  borderTop: `1px solid ${theme.colour.line}`,
  borderBottom: `1px solid ${theme.colour.line}`,
  dt: {
    color: theme.colour.muted,
    font: `500 0.75rem/1.9 ${theme.font.body}`,
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
  },
  dd: { margin: 0, color: theme.colour.ink, font: `400 1.0625rem/1.5 ${theme.font.body}` },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.space(4),
  '> div': { display: 'flex', flexWrap: 'wrap', gap: theme.space(3) },
  '> div > *': { flex: '1 1 12rem', textAlign: 'center' },
  [theme.media.medium]: { '> div > *': { flex: '0 0 auto' } },
}));
