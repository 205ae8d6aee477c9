import { ArgumentsHost, Catch, HttpException, Inject, Logger, type ExceptionFilter } from '@nestjs/common';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../platform.tokens';
import type { FastifyReply } from 'fastify';
import type { Language } from '@groundwork/shared/domain';
import { requestLanguage, translateMessage } from '@groundwork/shared/i18n/server';
import type { AuthenticatedRequest } from '../auth/access.guard';
import { translateDatabaseError } from './database-errors';
import { DomainError, PLATFORM_MESSAGES, TooManyRequests } from './domain-errors';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: Record<string, string>;
}

function fromHttpException(error: HttpException): ErrorBody {
  const statusCode = error.getStatus();
  const response = error.getResponse();
  if (typeof response === 'string') return { statusCode, message: response };
  const r = response as { message?: unknown; errors?: Record<string, string> };
  const message = Array.isArray(r.message) ? r.message.join(' ') : typeof r.message === 'string' ? r.message : error.message;
  return r.errors ? { statusCode, message, errors: r.errors } : { statusCode, message };
}

/** Fastify's own errors (body too large, bad JSON, wrong content type) carry statusCode and code. */
function fromFastifyError(error: unknown, bodyLimitBytes?: number): ErrorBody | null {
  const e = error as { statusCode?: number; code?: string; message?: string };
  if (typeof e?.code !== 'string' || !e.code.startsWith('FST_') || typeof e.statusCode !== 'number') return null;
  if (e.code === 'FST_ERR_BAD_URL') return { statusCode: 400, message: PLATFORM_MESSAGES.badUrl };
  if (e.code === 'FST_ERR_MAX_PARAM_LENGTH') return { statusCode: 414, message: PLATFORM_MESSAGES.urlTooLong };
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { statusCode: 413, message: PLATFORM_MESSAGES.payloadTooLarge(bodyLimitBytes ? formatBytes(bodyLimitBytes) : 'the server limit') };
  }
  return { statusCode: e.statusCode, message: e.message ?? PLATFORM_MESSAGES.unexpected };
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** Where toErrorBody reports what the operator must see: a Nest Logger, or a request's own logger (with its id). */
export interface ErrorLog {
  warn(message: string): void;
  error(message: string): void;
}

/** Maps any error to `{statusCode, message, errors?}`. Only a genuine bug answers 500 (and is logged). */
export function toErrorBody(error: unknown, logger?: ErrorLog, bodyLimitBytes?: number): ErrorBody {
  if (error instanceof DomainError) {
    return error.errors ? { statusCode: error.statusCode, message: error.message, errors: error.errors } : { statusCode: error.statusCode, message: error.message };
  }
  if (error instanceof HttpException) {
    // Fastify's body limit reaches here as Nest's PayloadTooLargeException: say what the limit is.
    if (error.getStatus() === 413 && bodyLimitBytes) return { statusCode: 413, message: PLATFORM_MESSAGES.payloadTooLarge(formatBytes(bodyLimitBytes)) };
    return fromHttpException(error);
  }
  const translated = translateDatabaseError(error);
  if (translated) {
    if (translated.statusCode === 503) logger?.warn(`Database unavailable: ${(error as Error).message}`);
    return toErrorBody(translated);
  }
  const fastify = fromFastifyError(error, bodyLimitBytes);
  if (fastify) return fastify;
  logger?.error(error instanceof Error ? error.stack ?? error.message : String(error));
  return { statusCode: 500, message: PLATFORM_MESSAGES.unexpected };
}

/** The body in a language: its message and per-field messages that the catalogues hold, translated. */
export function inLanguage(body: ErrorBody, language: Language): ErrorBody {
  if (language === 'en') return body;
  const translated: ErrorBody = { ...body, message: translateMessage(body.message, language) };
  if (body.errors) {
    translated.errors = Object.fromEntries(Object.entries(body.errors).map(([field, message]) => [field, translateMessage(message, language)]));
  }
  return translated;
}

/** The error as JSON, whatever content type the route had set for its success (an HTML page, a file). */
export function sendErrorBody(reply: FastifyReply, body: ErrorBody): void {
  void reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * The one exception filter. Every error answer is logged through the request's logger, so its line carries the
 * request id the client got in X-Request-Id: bugs (500) at error with the stack, a database outage (503) at warn,
 * the user's mistakes (4xx) at info with the message in English. The caller gets it in their language: the signed-in
 * user's own, else the one `Accept-Language` asks for (the sign-in screen's).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<AuthenticatedRequest | undefined>();
    const body = toErrorBody(error, request?.log ?? this.logger, this.config.bodyLimitBytes);
    if (body.statusCode < 500) request?.log.info({ statusCode: body.statusCode, message: body.message }, 'request refused');
    if (error instanceof TooManyRequests) void reply.header('Retry-After', String(error.retryAfterSeconds));
    const language = requestLanguage(request?.user?.language, request?.headers['accept-language']);
    const composed = error instanceof DomainError ? error.errorsIn(language) : undefined;
    sendErrorBody(reply, composed ? { ...inLanguage(body, language), errors: composed } : inLanguage(body, language));
  }
}
