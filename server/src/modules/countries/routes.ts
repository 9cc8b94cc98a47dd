import type { FastifyInstance } from 'fastify';
import { countries } from './countries';

const body = JSON.stringify({ success: true, countries });

export async function countryRoutes(app: FastifyInstance) {
  app.get('/', { schema: { tags: ['countries'] } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('application/json').send(body),
  );
}
