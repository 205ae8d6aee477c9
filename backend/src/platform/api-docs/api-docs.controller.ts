import { readFileSync } from 'node:fs';
import { Controller, Get, Header, Res } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { Access, Public } from '../auth/access.decorator';
import { listRoutesOf } from '../auth/route-inventory';
import { sendJson } from '../database/json-sql';
import { openApiDocument } from './openapi-document';
import { API_REFERENCE_PAGE } from './reference-page';

/**
 * The API reference: `GET /api/docs` the page (no data: anyone may load it; it reads the document with the
 * signed-in user's session), `GET /api/docs/openapi.json` the OpenAPI 3.1 document (any signed-in user). See
 * docs/decisions.md, "The API reference".
 */
@Controller('api/docs')
export class ApiDocsController {
  private document?: string;

  constructor(private readonly modules: ModulesContainer) {}

  @Get()
  @Public.page()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  page(): string {
    return API_REFERENCE_PAGE;
  }

  /** Built once, from every registered route's declarations. */
  @Get('openapi.json')
  @Access.signedIn()
  openApi(@Res({ passthrough: true }) reply: FastifyReply) {
    this.document ??= JSON.stringify(openApiDocument(listRoutesOf(this.modules), backendVersion()));
    return sendJson(reply, this.document);
  }
}

/** The backend's version (its package.json), the document's info.version. */
function backendVersion(): string {
  return (JSON.parse(readFileSync(require.resolve('@groundwork/backend/package.json'), 'utf8')) as { version: string }).version;
}
