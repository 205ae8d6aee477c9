import type { DataSource } from 'typeorm';
import type { LoginThrottleConfig } from '../../platform/config/config';
import { TooManyRequests } from '../../platform/errors/domain-errors';

interface Counter {
  key: string;
  failures: number;
  /** Milliseconds left in the counter's window (0 or less: the window has ended). */
  left_ms: number;
}

/** Expired counters are deleted on every this many attempts of a process (they are ignored anyway). */
const SWEEP_EVERY = 500;

/**
 * Counts failed sign-ins per username and per client address in a fixed window, in PostgreSQL (table
 * `login_throttle`), so every server instance on the database shares the counts: two instances do not double the
 * allowed attempts. Over the limit, sign-in answers 429 until the window ends, even with the right password. Every
 * attempt is counted when it starts; a success clears the username's count and gives the address its attempt back.
 * The database's clock is the only clock, so instances with skewed clocks agree on the windows.
 */
export class LoginThrottle {
  private attempts = 0;

  constructor(private readonly config: LoginThrottleConfig, private readonly dataSource: DataSource) {}

  /** The address key first: every attempt locks its two rows in the same order, so parallel attempts cannot deadlock. */
  private keys(username: string, address: string): Array<[string, number]> {
    return [
      [`a:${address}`, this.config.maxFailuresPerAddress],
      [`u:${username.trim().toLowerCase()}`, this.config.maxFailuresPerUsername],
    ];
  }

  /**
   * Starts a sign-in attempt: throws TooManyRequests when the username or the address has used up its failures, and
   * otherwise counts the attempt as a failure straight away, before the (slow) password check. Counting first keeps
   * parallel guesses in check, on every instance: the rows are locked, so each attempt sees the ones before it.
   */
  async begin(username: string, address: string): Promise<void> {
    const keys = this.keys(username, address);
    const names = keys.map(([key]) => key);
    const windowMs = this.config.windowMs;
    this.attempts += 1;
    if (this.attempts % SWEEP_EVERY === 0) {
      await this.dataSource.query(`DELETE FROM login_throttle WHERE started_at <= now() - $1 * interval '1 millisecond'`, [windowMs]);
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO login_throttle (key, failures, started_at) SELECT k, 0, now() FROM unnest($1::text[]) AS k ON CONFLICT (key) DO NOTHING`,
        [names],
      );
      const counters: Counter[] = await manager.query(
        `SELECT key, failures, (extract(epoch FROM started_at - now()) * 1000 + $2)::float8 AS left_ms
           FROM login_throttle WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE`,
        [names, windowMs],
      );
      for (const [key, max] of keys) {
        const c = counters.find((row) => row.key === key);
        if (c && c.left_ms > 0 && c.failures >= max) throw new TooManyRequests(Math.max(1, Math.ceil(c.left_ms / 1000)));
      }
      await manager.query(
        `UPDATE login_throttle
            SET failures = CASE WHEN started_at <= now() - $2 * interval '1 millisecond' THEN 1 ELSE failures + 1 END,
                started_at = CASE WHEN started_at <= now() - $2 * interval '1 millisecond' THEN now() ELSE started_at END
          WHERE key = ANY($1::text[])`,
        [names, windowMs],
      );
    });
  }

  /** The attempt succeeded: the username's count is cleared and the address gets its counted attempt back. */
  async succeeded(username: string, address: string): Promise<void> {
    const [[addressKey], [usernameKey]] = this.keys(username, address);
    await this.dataSource.query(
      `WITH cleared AS (DELETE FROM login_throttle WHERE key = $1)
       UPDATE login_throttle SET failures = failures - 1
        WHERE key = $2 AND failures > 0 AND started_at > now() - $3 * interval '1 millisecond'`,
      [usernameKey, addressKey, this.config.windowMs],
    );
  }
}
