/**
 * Enquiry forms (SPEC §7 /api/v1/form/*): validated by the shared rules, stored, and e-mailed to the shop and to the
 * shopper. An appointment books a real slot (ADR 029); its free start times are at GET /appointment/slots.
 *
 * The enquiry, its booking and its mails are written in one transaction; the mails go out after it commits through
 * the outbox (ADR 008), so a mail server that is down delays them but loses nothing, and the shopper hears success.
 */
import { and, count, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPOINTMENT_TAKEN_MESSAGE,
  appointmentSlotsAnswer,
  appointmentTakenAnswer,
  okMessage,
} from '@gemstore/shared/contract';
import {
  createAppointmentSchema,
  customOrderSchema,
  leaveMessageSchema,
  meetingTypes,
  type AppointmentBody,
} from '@gemstore/shared/validation';
import type { Tx } from '../../db/client';
import { appointmentBookings, enquiries, type EnquiryKind } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { hitLimit } from '../../lib/rate-limit';
import { failures } from '../../lib/responses';
import { enquiryMessage } from '../../mail/templates';
import { acknowledgementOf, type BookedAppointment } from './acknowledgement';
import {
  bookingsBetween,
  capacityOf,
  fits,
  freeTimesOn,
  lockPoolDate,
  nearestFreeTimes,
  poolOf,
  type Pool,
} from './bookings';
import { enquiryFields } from './labels';
import { cafes } from './locations';
import { APPOINTMENT_MS, sgtInstant, slotProblem } from './opening-hours';

const titles: Record<EnquiryKind, string> = {
  appointment: 'Appointment',
  'custom-order': 'Custom order & sourcing request',
  'leave-message': 'Message',
};

/** SPEC §8's success toasts, sent as the message. */
const successes: Record<EnquiryKind, string> = {
  appointment: 'Appointment booked successfully!',
  'custom-order': 'Custom order request submitted successfully!',
  'leave-message': 'Message sent successfully!',
};

const LOCATION_NEEDED = 'Please select a location for an in-person appointment';

/**
 * Acknowledgements one e-mail address may be sent in a day by people who are not signed in as its owner. The form
 * takes any address, and an acknowledgement repeats what was typed: without a cap, the shop's name could carry a
 * stranger's words into someone's inbox as often as the per-network limit allows, from many networks. A real shopper
 * writes a few times a day at most; past the cap the shop still gets the enquiry and answers it by hand.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An appointment's slot: checked under its lock before anything is written, recorded with the enquiry. */
type Booking = {
  check: (tx: Tx) => Promise<void>;
  record: (tx: Tx, enquiryId: string) => Promise<BookedAppointment>;
};

const cafeIds = Object.keys(cafes) as [keyof typeof cafes, ...(keyof typeof cafes)[]];

/** The slots query. `location` only matters in person; online, whatever the form sends (its default cafe1) is ignored. */
const slotsQuery = z
  .object({
    date: z.string({ error: 'Please give a date' }).regex(z.regexes.date, 'Please give a date as YYYY-MM-DD'),
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

  /**
   * Whether `email` is acknowledged: always for a shopper signed in with that address (they own it); otherwise while
   * it has had at most ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY enquiries in the last 24 hours, this one included.
   */
  async function mayAcknowledge(tx: Tx, request: FastifyRequest, email: string): Promise<boolean> {
    if (request.user && request.user.email.toLowerCase() === email.toLowerCase()) return true;
    const since = new Date(clock().getTime() - DAY_MS);
    const [row] = await tx
      .select({ count: count() })
      .from(enquiries)
      .where(and(sql`lower(${enquiries.email}) = ${email.toLowerCase()}`, gt(enquiries.createdAt, since)));
    return (row?.count ?? 0) <= ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;
  }

  /** What every form does once its body is valid: count the hit, store, queue both mails, send them. */
  async function accept(
    request: FastifyRequest,
    kind: EnquiryKind,
    payload: Record<string, string>,
    booking?: Booking,
  ) {
    await hitLimit(db, `enquiry:ip:${request.ip}`, limits.enquiry, 'enquiries from your network');
    const email = payload.email ?? '';
    const mailIds = await db.transaction(async (tx) => {
      // The slot is checked (under its lock) before anything is written, so a taken slot stores nothing.
      await booking?.check(tx);
      const [enquiry] = await tx
        .insert(enquiries)
        // The app's clock, not the database's: the acknowledgement cap counts the last 24 hours by it.
        .values({ kind, email, userId: request.user?.id ?? null, payload, createdAt: clock() })
        .returning({ id: enquiries.id });
      if (!enquiry) throw new Error('enquiry insert returned nothing');
      const appointment = await booking?.record(tx, enquiry.id);
      const acknowledge = await mayAcknowledge(tx, request, email);
      return outbox.enqueue(
        tx,
        [
          {
            to: config.SHOP_INBOX,
            message: enquiryMessage(titles[kind], enquiryFields(kind, payload), email),
          },
          ...(acknowledge ? [{ to: email, message: acknowledgementOf(kind, payload, appointment) }] : []),
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
      // The form keeps its default café while it is hidden for online meetings (SPEC §4); it was not chosen.
      const payload = textOf({ ...body, preferredLocation: pool.location });
      const capacity = capacityOf(pool, config.ONLINE_APPOINTMENT_SLOTS);
      const startsAt = sgtInstant(body.date, body.time);
      const endsAt = new Date(startsAt.getTime() + APPOINTMENT_MS);

      return accept(request, 'appointment', payload, {
        check: async (tx) => {
          // Held until the transaction ends: a booking of the same pool and date waits here, then sees this one.
          await lockPoolDate(tx, pool, body.date);
          const busy = await bookingsBetween(tx, pool, body.date, body.date);
          if (!fits(startsAt, busy, capacity)) {
            const freeTimes = await nearestFreeTimes(tx, pool, capacity, body, now);
            throw conflict(APPOINTMENT_TAKEN_MESSAGE, { freeTimes });
          }
        },
        record: async (tx, enquiryId) => {
          await tx.insert(appointmentBookings).values({ enquiryId, ...pool, startsAt, endsAt });
          return { uid: `${enquiryId}@gemstore.sg`, startsAt, endsAt };
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
      const pool: Pool = poolOf(meetingType, location ?? '');
      const busy = await bookingsBetween(db, pool, date, date);
      const times = freeTimesOn(date, busy, capacityOf(pool, config.ONLINE_APPOINTMENT_SLOTS), clock());
      return { success: true as const, date, times };
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
