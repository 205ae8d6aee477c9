/** Which database failures the user did not cause and may retry (503), and which are theirs (4xx). */
import { QueryFailedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { translateDatabaseError } from './database-errors';
import { Conflict, ServiceUnavailable, ValidationFailed } from './domain-errors';

const pgError = (code: string, message = 'failed') => new QueryFailedError('SELECT 1', [], Object.assign(new Error(message), { code }));

describe('translateDatabaseError', () => {
  it('answers 503 for a database that went away, also in the middle of a transaction', () => {
    expect(translateDatabaseError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBeInstanceOf(ServiceUnavailable);
    expect(translateDatabaseError(pgError('57P01', 'terminating connection due to administrator command'))).toBeInstanceOf(ServiceUnavailable);
    expect(translateDatabaseError(new Error('Connection terminated unexpectedly'))).toBeInstanceOf(ServiceUnavailable);
    // TypeORM released the transaction's broken connection; its next statement is refused (the restart drill's 500).
    expect(translateDatabaseError(new QueryRunnerProviderAlreadyReleasedError())).toBeInstanceOf(ServiceUnavailable);
  });

  it('answers 409 for a unique or foreign key violation and 400 for a value PostgreSQL refuses', () => {
    expect(translateDatabaseError(pgError('23505'))).toBeInstanceOf(Conflict);
    expect(translateDatabaseError(pgError('23503'))).toBeInstanceOf(Conflict);
    expect(translateDatabaseError(pgError('22021'))).toBeInstanceOf(ValidationFailed);
  });

  it('answers 409 "try again" when PostgreSQL rolled the transaction back for a concurrent one (deadlock, serialization)', () => {
    for (const code of ['40P01', '40001']) {
      const error = translateDatabaseError(pgError(code, 'deadlock detected'));
      expect(error).toBeInstanceOf(Conflict);
      expect(error?.message).toBe('Someone else was changing the same records at the same moment. Please try again.');
    }
  });

  it('leaves anything else to the filter as a bug (500)', () => {
    expect(translateDatabaseError(pgError('42P01', 'relation does not exist'))).toBeNull();
    expect(translateDatabaseError(new TypeError('x is undefined'))).toBeNull();
  });
});
