import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { UNIQUE_CONSTRAINTS } from '../../database/constraints';
import { Conflict, DomainError, ServiceUnavailable, ValidationFailed, PLATFORM_MESSAGES } from './domain-errors';
import { MESSAGES } from '@groundwork/shared/domain';

/** Node socket errors and PostgreSQL SQLSTATEs meaning "the database is not there right now". */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const CONNECTION_MESSAGES = [
  'Connection terminated', 'timeout exceeded when trying to connect', 'Client has encountered a connection error',
  'Connection is closed', 'Cannot use a pool after calling end', 'Too many connections',
];

interface PgLikeError {
  code?: string;
  constraint?: string;
  message?: string;
  driverError?: PgLikeError;
}

export function isConnectionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  // A transaction whose connection broke (the database went away mid-request): TypeORM has released its query runner
  // and refuses the transaction's next statement. Found by the PostgreSQL restart drill.
  if (error instanceof QueryRunnerProviderAlreadyReleasedError || error instanceof QueryRunnerAlreadyReleasedError) return true;
  const e = error as PgLikeError & { errors?: unknown[] };
  const inner = e.driverError ?? e;
  if (inner.code && (CONNECTION_CODES.has(inner.code) || inner.code.startsWith('08'))) return true;
  if (Array.isArray(e.errors) && e.errors.some(isConnectionError)) return true; // AggregateError (IPv4 + IPv6)
  const message = inner.message ?? '';
  return CONNECTION_MESSAGES.some((m) => message.includes(m));
}

/**
 * Translates a PostgreSQL/driver error into a domain error, or null when it is not one the user caused or can
 * retry (the filter then answers 500).
 */
export function translateDatabaseError(error: unknown): DomainError | null {
  if (isConnectionError(error)) return new ServiceUnavailable();
  if (!(error instanceof QueryFailedError)) return null;
  const pg = ((error as PgLikeError).driverError ?? error) as PgLikeError;
  switch (pg.code) {
    case '23505': {
      const known = pg.constraint ? UNIQUE_CONSTRAINTS[pg.constraint] : undefined;
      return known
        ? new Conflict(known.message, { [known.field]: known.message })
        : new Conflict(MESSAGES.notUnique);
    }
    case '23503':
      return new Conflict(PLATFORM_MESSAGES.foreignKey);
    // Two requests' transactions waited on each other (deadlock) or on a row the other changed (serialization):
    // PostgreSQL rolled this one back; nothing was written and the same request may simply be sent again.
    case '40P01':
    case '40001':
      return new Conflict(PLATFORM_MESSAGES.concurrentChange);
    case '23514':
    case '23502':
    case '22001':
    case '22003':
    case '22P02':
    case '22007':
    case '22008':
    case '22021':
    case '22P05':
      return new ValidationFailed({}, PLATFORM_MESSAGES.invalidInput);
    default:
      return null;
  }
}
