import type { FastifyInstance } from 'fastify';
import { runWithActorOf } from '../database/actor';
import type { AuthenticatedRequest } from './access.guard';

/**
 * Every request's handler runs in an actor context (platform/database/actor.ts) that names the user the access guard
 * signs in, so each transaction the handler opens records that user as the actor of its changes to productions and
 * time records; a public route's handler has none. A Fastify hook right before the handler (after the body is read),
 * not a Nest interceptor (why: platform.module.ts).
 */
export function registerActorContext(fastify: FastifyInstance): void {
  fastify.addHook('preHandler', (request, _reply, done) => {
    runWithActorOf(() => (request as AuthenticatedRequest).user?.id, done);
  });
}
