import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countriesAnswer } from '@gemstore/shared/contract';
import { jsonOf } from '../../lib/responses';
import { countries } from './countries';

/** The same for the life of the process: serialised once. */
const body = jsonOf(countriesAnswer)({ success: true, countries });

export async function countryRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.get<{ Reply: string }>(
    '/',
    { schema: { tags: ['countries'], response: { 200: countriesAnswer } } },
    async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').type('application/json').send(body),
  );
}
