/**
 * Enquiry forms (§enquiry.calls; /api/v1/form/*): validated by the shared rules, stored, and e-mailed to the
 * shop and to the shopper. An appointment books a real slot (ADR 029); its free start times are at GET
 * /appointment/slots.
 *
 * The enquiry, its booking and its mails are written in one transaction; the mails go out after it commits through
 * the outbox (ADR 008), so a mail server that is down delays them but loses nothing, and the shopper hears success.
 */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shop } from '@gemstore/shared/shop';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPOINTMENT_CANCELLED_MESSAGE,
  APPOINTMENT_TAKEN_MESSAGE,
  appointmentSlotsAnswer,
  appointmentTakenAnswer,
  appointmentToCancelAnswer,
  CANCEL_LINK_EXPIRED_MESSAGE,
  CANCEL_LINK_UNKNOWN_MESSAGE,
  CANCEL_LINK_USED_MESSAGE,
  CANCELLED_BY_SHOP_MESSAGE,
  okMessage,
} from '@gemstore/shared/contract';
import { pathTo } from '@gemstore/shared/routes';
import {
  calendarDate,
  createAppointmentSchema,
  customOrderSchema,
  leaveMessageSchema,
  meetingTypes,
  purposeOfMeetingOptions,
  type AppointmentBody,
} from '@gemstore/shared/validation';
import type { Tx } from '../../db/client';
import { appointmentBookings, enquiries, type EnquiryKind } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors';
import { mailboxOf } from '../../lib/mailbox';
import { hitLimit } from '../../lib/rate-limit';
import { failures } from '../../lib/responses';
import { appointmentCancelledMessage, enquiryMessage } from '../../mail/templates';
import { acknowledgementOf, type BookedAppointment } from './acknowledgement';
import {
  bookingsBetween,
  capacityOf,
  fits,
  freeTimesOn,
  futureBookingsOf,
  lockNetwork,
  lockPoolDate,
  nearestFreeTimes,
  poolOf,
  type Pool,
} from './bookings';
import { enquiryFields, enquiryTitles as titles } from './labels';
import { cafeOf, cafes, cafeText } from './locations';
import { APPOINTMENT_MS, sgtDateTime, sgtInstant, slotProblem, startsStillToCome } from './opening-hours';

/** The success notices of §enquiry.messages, sent as the message. */
const successes: Record<EnquiryKind, string> = {
  appointment: 'Appointment booked successfully!',
  'custom-order': 'Custom order request submitted successfully!',
  'leave-message': 'Message sent successfully!',
};

const LOCATION_NEEDED = 'Please select a location for an in-person appointment';

/**
 * Acknowledgements one mailbox may be sent in a day, unless the shopper signed in with it asks (ADR 038). The form
 * takes any address: without a cap, the shop's name could carry mail into someone's inbox as often as the per-network
 * limit allows, from many networks. Counted per mailbox (`x+1@` is `x@`), under a lock on it. A real shopper writes a
 * few times a day at most; past the cap the shop still gets the enquiry and answers it by hand.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_ACKNOWLEDGED: [string, string] = [
  'Acknowledgement',
  `Not sent: this address was already sent ${ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY} in 24 hours. Please reply by hand.`,
];
/** The space of the two-part advisory lock on one mailbox's acknowledgements and bookings (ADR 038). */
const MAILBOX_LOCK_SPACE = 38;

/**
 * Appointments still to come that one mailbox may hold at once (ADR 039): enough for a shopper who brings a stone to
 * one café and sees a setting at another. One network may hold APPOINTMENTS_PER_NETWORK (4 by default: a family or
 * an office behind one address), far from the eight a day one café can hold.
 */
export const FUTURE_APPOINTMENTS_PER_MAILBOX = 2;
const MAILBOX_FULL_MESSAGE = `This e-mail address already has ${FUTURE_APPOINTMENTS_PER_MAILBOX} appointments booked with us. To book another, cancel one with the link in its confirmation e-mail, or call us on ${shop.phone}.`;
const NETWORK_FULL_MESSAGE = `Too many appointments are already booked from your network. Please call us on ${shop.phone} to book another.`;

/** An appointment's slot: checked under its lock before anything is written, recorded with the enquiry. */
type Booking = {
  check: (tx: Tx, mailbox: string) => Promise<void>;
  record: (tx: Tx, enquiryId: string) => Promise<BookedAppointment>;
};

const cafeIds = Object.keys(cafes) as [keyof typeof cafes, ...(keyof typeof cafes)[]];

/** The slots query. `location` only matters in person; online, whatever the form sends (its default cafe1) is ignored. */
const slotsQuery = z
  .object({
    date: calendarDate('Please give a date as YYYY-MM-DD', 'Please give a date'),
    meetingType: z.enum(meetingTypes, { error: 'Please select a valid meeting type' }),
    location: z.enum(cafeIds, { error: 'Please select a valid location' }).optional(),
  })
  .refine((q) => q.meetingType === 'online' || q.location !== undefined, {
    error: LOCATION_NEEDED,
    path: ['location'],
  });

export async function enquiryRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, limits, config, outbox, clock } = app.services;

  /** Whether the signed-in shopper owns the mailbox: their account's address was verified (by a code, or Google). */
  const ownsMailbox = (request: FastifyRequest, mailbox: string) =>
    request.user?.verified === true && mailboxOf(request.user.email) === mailbox;

  /**
   * Whether the mailbox may be acknowledged now: always for its signed-in owner; otherwise while it was acknowledged
   * fewer than ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY times in the last 24 hours. The caller holds the mailbox's lock,
   * so two enquiries at once cannot both read the same count.
   */
  async function mayAcknowledge(tx: Tx, owner: boolean, mailbox: string, now: Date): Promise<boolean> {
    if (owner) return true;
    const since = new Date(now.getTime() - DAY_MS);
    const [row] = await tx
      .select({ count: count() })
      .from(enquiries)
      .where(
        and(eq(enquiries.mailbox, mailbox), eq(enquiries.acknowledged, true), gt(enquiries.createdAt, since)),
      );
    return (row?.count ?? 0) < ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;
  }

  /**
   * What every form does once its body is valid: count the hit, then in one transaction under the mailbox's lock:
   * check the booking, store, decide the acknowledgement, queue the mails. They are sent once it commits.
   */
  async function accept(
    request: FastifyRequest,
    kind: EnquiryKind,
    payload: Record<string, string>,
    booking?: Booking,
  ) {
    await hitLimit(db, `enquiry:ip:${request.ip}`, limits.enquiry, 'enquiries from your network');
    const email = payload.email ?? '';
    const mailbox = mailboxOf(email);
    const owner = ownsMailbox(request, mailbox);
    const mailIds = await db.transaction(async (tx) => {
      // First of the locks (mailbox, then network, then the slot's pool), always in that order: held to the end, so
      // the count of acknowledgements and of bookings below is this mailbox's alone until this one is stored.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MAILBOX_LOCK_SPACE}, hashtext(${mailbox}))`);
      const now = clock();
      // The slot is checked (under its lock) before anything is written, so a taken slot stores nothing.
      await booking?.check(tx, mailbox);
      const acknowledge = await mayAcknowledge(tx, owner, mailbox, now);
      const [enquiry] = await tx
        .insert(enquiries)
        // The app's clock, not the database's: the acknowledgement cap counts the last 24 hours by it.
        .values({
          kind,
          email,
          mailbox,
          acknowledged: acknowledge,
          userId: request.user?.id ?? null,
          payload,
          createdAt: now,
        })
        .returning({ id: enquiries.id });
      if (!enquiry) throw new Error('enquiry insert returned nothing');
      const appointment = await booking?.record(tx, enquiry.id);
      const acknowledgement = { verified: owner, receivedAt: now, ...(appointment && { appointment }) };
      return outbox.enqueue(
        tx,
        [
          {
            // The shop's copy is complete: staff need what was written to answer it, and to know when the shopper
            // was not told it arrived.
            to: config.SHOP_INBOX,
            message: enquiryMessage(
              titles[kind],
              [...enquiryFields(kind, payload), ...(acknowledge ? [] : [NOT_ACKNOWLEDGED])],
              email,
            ),
          },
          ...(acknowledge ? [{ to: email, message: acknowledgementOf(kind, payload, acknowledgement) }] : []),
        ],
        enquiry.id,
      );
    });
    outbox.sendSoon(mailIds);
    return { success: true as const, message: successes[kind] };
  }

  /** Values as stored: every field as text. */
  const textOf = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value ?? '')]));

  app.post(
    '/appointment',
    {
      schema: {
        tags: ['enquiries'],
        body: createAppointmentSchema(clock),
        response: { 200: okMessage, 409: appointmentTakenAnswer, ...failures(400, 429) },
      },
    },
    async (request) => {
      const body: AppointmentBody = request.body;
      const now = clock();
      const problem = slotProblem(body.date, body.time, now);
      if (problem) throw badRequest(problem.message, { errors: { [problem.field]: problem.message } });
      if (body.meetingType === 'in-person' && body.preferredLocation === '') {
        throw badRequest(LOCATION_NEEDED, { errors: { preferredLocation: LOCATION_NEEDED } });
      }
      const pool = poolOf(body.meetingType, body.preferredLocation);
      // The form keeps its default café while it is hidden for online meetings
      // (§appointment.conditional-fields); it was not chosen.
      const payload = textOf({ ...body, preferredLocation: pool.location });
      const capacity = capacityOf(pool, config.ONLINE_APPOINTMENT_SLOTS);
      const startsAt = sgtInstant(body.date, body.time);
      const endsAt = new Date(startsAt.getTime() + APPOINTMENT_MS);

      return accept(request, 'appointment', payload, {
        check: async (tx, mailbox) => {
          // The caps first (ADR 039): the mailbox's lock is held by accept; the network's is taken here, before the
          // pool's, so every booking takes its locks in one order.
          const mine = await futureBookingsOf(tx, { mailbox }, now);
          if (mine.length >= FUTURE_APPOINTMENTS_PER_MAILBOX) {
            throw tooManyRequests(MAILBOX_FULL_MESSAGE, secondsUntil(mine[0], now));
          }
          await lockNetwork(tx, request.ip);
          const network = await futureBookingsOf(tx, { network: request.ip }, now);
          if (network.length >= config.APPOINTMENTS_PER_NETWORK) {
            throw tooManyRequests(NETWORK_FULL_MESSAGE, secondsUntil(network[0], now));
          }
          // Held until the transaction ends: a booking of the same pool and date waits here, then sees this one.
          await lockPoolDate(tx, pool, body.date);
          const busy = await bookingsBetween(tx, pool, body.date, body.date);
          if (!fits(startsAt, busy, capacity)) {
            const freeTimes = await nearestFreeTimes(tx, pool, capacity, body, now);
            throw conflict(APPOINTMENT_TAKEN_MESSAGE, { freeTimes });
          }
        },
        record: async (tx, enquiryId) => {
          // Only the token's hash is kept: the link in the e-mail is the one way to use it.
          const token = randomToken();
          await tx.insert(appointmentBookings).values({
            enquiryId,
            ...pool,
            startsAt,
            endsAt,
            requestedFrom: request.ip,
            cancelTokenHash: sha256(token),
          });
          return {
            uid: `${enquiryId}@gemstore.sg`,
            startsAt,
            endsAt,
            cancelLink: `${config.PUBLIC_URL}${pathTo('appointmentCancel', { token })}`,
          };
        },
      });
    },
  );

  app.get(
    '/appointment/slots',
    {
      schema: {
        tags: ['enquiries'],
        querystring: slotsQuery,
        response: { 200: appointmentSlotsAnswer, ...failures(400) },
      },
    },
    async (request) => {
      const { date, meetingType, location } = request.query;
      const now = clock();
      // A closed day, a past date or one past the booking horizon has no times: nothing to ask the database.
      if (startsStillToCome(date, now).length === 0) return { success: true as const, date, times: [] };
      const pool: Pool = poolOf(meetingType, location ?? '');
      const busy = await bookingsBetween(db, pool, date, date);
      const times = freeTimesOn(date, busy, capacityOf(pool, config.ONLINE_APPOINTMENT_SLOTS), now);
      return { success: true as const, date, times };
    },
  );

  /** The booking a cancel link is for, with its enquiry; undefined for a link the shop never sent. */
  async function bookingOfLink(token: string) {
    const [row] = await db
      .select({ booking: appointmentBookings, enquiry: enquiries })
      .from(appointmentBookings)
      .innerJoin(enquiries, eq(enquiries.id, appointmentBookings.enquiryId))
      .where(eq(appointmentBookings.cancelTokenHash, sha256(token)));
    return row;
  }

  type LinkedBooking = NonNullable<Awaited<ReturnType<typeof bookingOfLink>>>;

  /** Why a cancel link cannot be used (ADR 039): unknown (404), used or cancelled by the shop, or started (409). */
  function linkProblem(row: LinkedBooking | undefined, now: Date) {
    if (!row) return notFound(CANCEL_LINK_UNKNOWN_MESSAGE);
    if (row.booking.cancelledAt) {
      return conflict(
        row.booking.cancelledBy === 'shop' ? CANCELLED_BY_SHOP_MESSAGE : CANCEL_LINK_USED_MESSAGE,
      );
    }
    if (row.booking.startsAt.getTime() <= now.getTime()) return conflict(CANCEL_LINK_EXPIRED_MESSAGE);
    return null;
  }

  /** The booking in the shop's words: only what the shop chose, never what the shopper typed. */
  function bookingInWords({ booking, enquiry }: LinkedBooking) {
    const [date = '', time = ''] = sgtDateTime(booking.startsAt).split('T');
    const cafe = booking.meetingType === 'in-person' ? cafeOf(booking.location) : undefined;
    return {
      purpose:
        purposeOfMeetingOptions.find((o) => o.value === enquiry.payload.purposeOfMeeting)?.label ??
        'Appointment',
      meetingType: booking.meetingType,
      date,
      time,
      endTime: sgtDateTime(booking.endsAt).slice(11),
      place: cafe ? cafeText(cafe) : 'Online video call (we e-mail you the link before the appointment)',
    };
  }

  const cancelParams = z.object({ token: z.string().min(1).max(200) });

  app.get(
    '/appointment/cancel/:token',
    {
      schema: {
        tags: ['enquiries'],
        params: cancelParams,
        response: { 200: appointmentToCancelAnswer, ...failures(404, 409) },
      },
    },
    async (request) => {
      const row = await bookingOfLink(request.params.token);
      const problem = linkProblem(row, clock());
      if (problem || !row) throw problem ?? notFound(CANCEL_LINK_UNKNOWN_MESSAGE);
      return { success: true as const, appointment: bookingInWords(row) };
    },
  );

  app.post(
    '/appointment/cancel/:token',
    {
      schema: {
        tags: ['enquiries'],
        params: cancelParams,
        response: { 200: okMessage, ...failures(404, 409, 429) },
      },
    },
    async (request) => {
      await hitLimit(db, `enquiry:ip:${request.ip}`, limits.enquiry, 'requests from your network');
      const tokenHash = sha256(request.params.token);
      const now = clock();
      const mailIds = await db.transaction(async (tx) => {
        // Single use by the update itself: of two presses at once, only one finds the booking still uncancelled.
        const [cancelled] = await tx
          .update(appointmentBookings)
          .set({ cancelledAt: now, cancelledBy: 'shopper' })
          .where(
            and(
              eq(appointmentBookings.cancelTokenHash, tokenHash),
              isNull(appointmentBookings.cancelledAt),
              gt(appointmentBookings.startsAt, now),
            ),
          )
          .returning({ enquiryId: appointmentBookings.enquiryId });
        if (!cancelled) return null;
        const [enquiry] = await tx
          .update(enquiries)
          .set({ status: 'cancelled' })
          .where(eq(enquiries.id, cancelled.enquiryId))
          .returning();
        if (!enquiry) throw new Error('a booking without its enquiry');
        return outbox.enqueue(
          tx,
          [
            {
              to: config.SHOP_INBOX,
              message: appointmentCancelledMessage(
                enquiryFields('appointment', enquiry.payload),
                enquiry.email,
              ),
            },
          ],
          enquiry.id,
        );
      });
      if (!mailIds) {
        throw (
          linkProblem(await bookingOfLink(request.params.token), now) ?? conflict(CANCEL_LINK_USED_MESSAGE)
        );
      }
      outbox.sendSoon(mailIds);
      return { success: true as const, message: APPOINTMENT_CANCELLED_MESSAGE };
    },
  );

  const bodySchema = { 'custom-order': customOrderSchema, 'leave-message': leaveMessageSchema };
  for (const kind of ['custom-order', 'leave-message'] as const) {
    app.post(
      `/${kind}`,
      {
        schema: {
          tags: ['enquiries'],
          body: bodySchema[kind],
          response: { 200: okMessage, ...failures(400, 429) },
        },
      },
      async (request) => accept(request, kind, textOf(request.body)),
    );
  }
}

/** Seconds until the earliest of a cap's bookings has started, when the cap counts one fewer (Retry-After). */
function secondsUntil(startsAt: Date | undefined, now: Date): number {
  return Math.max(1, Math.ceil(((startsAt?.getTime() ?? now.getTime()) - now.getTime()) / 1000));
}
