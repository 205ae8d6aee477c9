import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config/config';

/** The header that carries a request's id, in and out (nginx passes its own `$request_id` in it). */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only when it is short and plain, so a client cannot write arbitrary text into the logs. */
const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|access_token|password|key)=)[^&#]*/gi;

/** The request's URL as logged: secret query values replaced. */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Fastify's logger options: pino JSON lines at `level` (every line of a request carries its `reqId`), to `stream`
 * (stdout by default). What a request line holds is chosen here, not left
 * to defaults: method, URL (secret query values replaced), the client's address, the status and the time. Headers
 * and bodies are never logged, so no token, password or logo can reach a line; the redaction paths are a second
 * belt for anything that logs a request object itself.
 */
export function loggerOptions(level: LogLevel, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body', 'res.headers["set-cookie"]', '*.password', '*.token', '*.logo'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: req.method,
        url: loggedUrl(req.url),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/** Fastify's request id: the caller's X-Request-Id when plain (nginx's `$request_id`), else a new UUID. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}

/**
 * Every answer carries its request's id, so a user's report ("it failed") finds its log lines; and every request
 * writes one `request completed` line (method, URL, address, status, milliseconds) when answered. Fastify's own
 * pair of lines per request is turned off (`disableRequestLogging`): one line is half the logging cost under load.
 */
export function registerRequestLogging(fastify: FastifyInstance): void {
  // Callback hooks: an async hook costs a promise per request.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
