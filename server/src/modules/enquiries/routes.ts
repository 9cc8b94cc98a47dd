/**
 * Enquiry forms (SPEC §7 /api/v1/form/*): validated by the shared rules, stored, and e-mailed to the shop.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { okMessage } from '@gemstore/shared/contract';
import { appointmentSchema, customOrderSchema, leaveMessageSchema } from '@gemstore/shared/validation';
import { enquiries, type EnquiryKind } from '../../db/schema';
import { hitLimit } from '../../lib/rate-limit';
import { failures } from '../../lib/responses';
import { enquiryMessage } from '../../mail/templates';
import { enquiryFields } from './labels';

type EnquiryForm = {
  kind: EnquiryKind;
  path: string;
  title: string;
  schema: typeof appointmentSchema | typeof customOrderSchema | typeof leaveMessageSchema;
  success: string;
};

const forms: EnquiryForm[] = [
  {
    kind: 'appointment',
    path: '/appointment',
    title: 'Appointment',
    schema: appointmentSchema,
    success: 'Appointment booked successfully!',
  },
  {
    kind: 'custom-order',
    path: '/custom-order',
    title: 'Custom order & sourcing request',
    schema: customOrderSchema,
    success: 'Custom order request submitted successfully!',
  },
  {
    kind: 'leave-message',
    path: '/leave-message',
    title: 'Message',
    schema: leaveMessageSchema,
    success: 'Message sent successfully!',
  },
];

export async function enquiryRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { db, mailer, limits, config } = app.services;

  for (const form of forms) {
    const schema = {
      tags: ['enquiries'],
      body: form.schema,
      response: { 200: okMessage, ...failures(400, 429) },
    };
    app.post(form.path, { schema }, async (request) => {
      await hitLimit(db, `enquiry:ip:${request.ip}`, limits.enquiry, 'enquiries from your network');
      const values = request.body as z.output<EnquiryForm['schema']>;
      const payload = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, String(value ?? '')]),
      );
      await db.insert(enquiries).values({
        kind: form.kind,
        email: payload.email ?? '',
        userId: request.user?.id ?? null,
        payload,
      });
      // Stored first: a mail server outage never loses an enquiry (staff also see them in the admin list).
      await mailer
        .send(config.SHOP_INBOX, enquiryMessage(form.title, enquiryFields(form.kind, payload)))
        .catch((error: unknown) => request.log.error({ err: error }, 'enquiry mail failed'));
      return { success: true as const, message: form.success };
    });
  }
}
