import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countriesAnswer } from '@gemstore/shared/contract';
import { rememberingSerializerCompiler } from '../../lib/responses';
import { countries } from './countries';

/** One answer object for the life of the process: its JSON is written once (rememberingSerializerCompiler). */
const answer = { success: true as const, countries };

export async function countryRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(rememberingSerializerCompiler);
  app.get(
    '/',
    { schema: { tags: ['countries'], response: { 200: countriesAnswer } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').send(answer),
  );
}
