import { Transform } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { CONSTANTS } from '@groundwork/shared/domain';
import { LOGO_SIZE_MESSAGE } from '@groundwork/shared/validation';
import { PayloadTooLarge } from '../../platform/errors/domain-errors';

export const COMPANIES_PATH = 'api/companies';

/** A company body: the logo at its largest as a data URL, plus room for the other fields. */
export const COMPANY_BODY_LIMIT = CONSTANTS.logoMaxBytes + 16 * 1024;

/** The routes whose body carries a logo: create and update. */
const LOGO_ROUTES = new Set([`POST /${COMPANIES_PATH}`, `PUT /${COMPANIES_PATH}/:id`]);

const tooLarge = () => new PayloadTooLarge(LOGO_SIZE_MESSAGE);

/**
 * Counts the body as it arrives (a chunked body has no Content-Length) and stops it past the limit. The error
 * reaches the exception filter as a domain error: 413 with the logo's message rather than the platform's.
 */
async function limitCompanyBody(request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) {
  if (Number(request.headers['content-length']) > COMPANY_BODY_LIMIT) throw tooLarge();
  let received = 0;
  return payload.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > COMPANY_BODY_LIMIT) done(tooLarge());
        else done(null, chunk);
      },
    }),
  );
}

/**
 * Company create and update get their own body limit, a little above CONSTANTS.logoMaxBytes in data-URL form, and
 * answer 413 with LOGO_SIZE_MESSAGE above it, whatever the platform's body limit (BODY_LIMIT_BYTES) is. Fastify
 * takes a body limit per route only when the route is added, so this hooks route registration; Nest instantiates
 * providers before it registers the controllers' routes.
 */
@Injectable()
export class CompanyBodyLimit {
  constructor(adapterHost: HttpAdapterHost) {
    const fastify = adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => LOGO_ROUTES.has(`${method} ${route.url}`))) return;
      route.bodyLimit = COMPANY_BODY_LIMIT;
      const existing = route.preParsing ? [route.preParsing].flat() : [];
      route.preParsing = [...existing, limitCompanyBody] as RouteOptions['preParsing'];
    });
  }
}
