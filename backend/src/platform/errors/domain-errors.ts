import { MESSAGES, type Language } from '@groundwork/shared/domain';
import { placeholder, registerServerMessages } from '@groundwork/shared/i18n/server';

/**
 * The errors services throw. One exception filter (exception.filter.ts) maps them to HTTP:
 * `{statusCode, message, errors?: {field: message}}`.
 */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  constructor(message: string, readonly errors?: Record<string, string>) {
    super(message);
    this.name = new.target.name;
  }

  /**
   * The per-field messages in a language, for an error whose messages are composed (RowsFailed); undefined when each
   * is translated as it is, by the exception filter.
   */
  errorsIn(_language: Language): Record<string, string> | undefined {
    return undefined;
  }
}

export const PLATFORM_MESSAGES = {
  validationFailed: 'Please correct the highlighted fields.',
  notFound: 'The record was not found.',
  forbidden: 'You do not have permission to do this.',
  unauthorized: 'Please sign in.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  payloadTooLarge: (limit: string) => `The request is too large (the limit is ${limit}).`,
  databaseUnavailable: 'The database is not reachable at the moment. Please try again shortly.',
  foreignKey: 'This record is used by other records, or refers to a record that does not exist.',
  invalidInput: 'One of the values has an invalid format.',
  concurrentChange: 'Someone else was changing the same records at the same moment. Please try again.',
  unstorableText: 'This text holds a character that cannot be saved (a NUL character or half of an emoji). Please type it again.',
  badUrl: 'The address of this request is not valid.',
  urlTooLong: 'The address of this request is too long.',
  unknownClient: 'Unknown client.',
  tooManyAttempts: (seconds: number) =>
    `Too many failed sign-in attempts. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  tooManyAttemptsMinutes: (minutes: number) =>
    `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  unexpected: MESSAGES.somethingWentWrong,
} as const;
registerServerMessages('PLATFORM_MESSAGES', PLATFORM_MESSAGES, {
  tooManyAttempts: { one: [1], other: [placeholder(0)] },
  tooManyAttemptsMinutes: { one: [1], other: [placeholder(0)] },
});

/** A throttled sign-in's wait in words: seconds under a minute, else whole minutes rounded up (881 s: 15 minutes). */
export const tooManyAttemptsWait = (seconds: number): string =>
  seconds < 60 ? PLATFORM_MESSAGES.tooManyAttempts(seconds) : PLATFORM_MESSAGES.tooManyAttemptsMinutes(Math.ceil(seconds / 60));

/** 400 with a message per field. */
export class ValidationFailed extends DomainError {
  readonly statusCode = 400;
  constructor(errors: Record<string, string>, message: string = PLATFORM_MESSAGES.validationFailed) {
    super(message, errors);
  }
}

/** 404: missing, or belonging to another company (the two are indistinguishable on purpose). */
export class NotFound extends DomainError {
  readonly statusCode = 404;
  constructor(message: string = PLATFORM_MESSAGES.notFound) {
    super(message);
  }
}

/** 409: the request conflicts with the current state (duplicate, record in use, exported record...). */
export class Conflict extends DomainError {
  readonly statusCode = 409;
  constructor(message: string, errors?: Record<string, string>) {
    super(message, errors);
  }
}

/** 403: signed in, but this user may not do this. */
export class Forbidden extends DomainError {
  readonly statusCode = 403;
  constructor(message: string = PLATFORM_MESSAGES.forbidden) {
    super(message);
  }
}

/** 401: no valid session or wrong credentials. */
export class Unauthorized extends DomainError {
  readonly statusCode = 401;
  constructor(message: string = PLATFORM_MESSAGES.unauthorized) {
    super(message);
  }
}

/** 413: a body or upload above its limit. */
export class PayloadTooLarge extends DomainError {
  readonly statusCode = 413;
  constructor(message: string) {
    super(message);
  }
}

/** 429: slow down; retryAfterSeconds becomes the Retry-After header. */
export class TooManyRequests extends DomainError {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number, message: string = tooManyAttemptsWait(retryAfterSeconds)) {
    super(message);
  }
}

/** 503: a dependency (the database) is down; the request may be retried. */
export class ServiceUnavailable extends DomainError {
  readonly statusCode = 503;
  constructor(message: string = PLATFORM_MESSAGES.databaseUnavailable) {
    super(message);
  }
}
