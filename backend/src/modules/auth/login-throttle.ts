import type { LoginThrottleConfig } from '../../platform/config/config';
import { TooManyRequests } from '../../platform/errors/domain-errors';

interface Window {
  failures: number;
  startedAt: number;
}

/**
 * Counts failed sign-ins per username and per client address in a fixed window, in this process's memory
 * (docs/decisions.md: the limit of this choice with several instances). Over the limit, sign-in answers 429 until
 * the window ends, even with the right password. Every attempt is counted when it starts; a success clears the
 * username's count and gives the address its attempt back.
 */
export class LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly config: LoginThrottleConfig, private readonly now: () => number = Date.now) {}

  private keys(username: string, address: string): Array<[string, number]> {
    return [
      [`u:${username.trim().toLowerCase()}`, this.config.maxFailuresPerUsername],
      [`a:${address}`, this.config.maxFailuresPerAddress],
    ];
  }

  private live(key: string): Window | undefined {
    const w = this.windows.get(key);
    if (w && this.now() - w.startedAt >= this.config.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return w;
  }

  /**
   * Starts a sign-in attempt: throws TooManyRequests when the username or the address has used up its failures, and
   * otherwise counts the attempt as a failure straight away, before the (slow) password check. Counting first keeps
   * parallel guesses in check: each one is counted before any of them is answered.
   */
  begin(username: string, address: string): void {
    for (const [key, max] of this.keys(username, address)) {
      const w = this.live(key);
      if (w && w.failures >= max) {
        const seconds = Math.max(1, Math.ceil((w.startedAt + this.config.windowMs - this.now()) / 1000));
        throw new TooManyRequests(seconds);
      }
    }
    if (this.windows.size > 100_000) this.sweep();
    for (const [key] of this.keys(username, address)) {
      const w = this.live(key);
      if (w) w.failures += 1;
      else this.windows.set(key, { failures: 1, startedAt: this.now() });
    }
  }

  /** The attempt succeeded: the username's count is cleared and the address gets its counted attempt back. */
  succeeded(username: string, address: string): void {
    this.windows.delete(`u:${username.trim().toLowerCase()}`);
    const a = this.live(`a:${address}`);
    if (a && a.failures > 0) a.failures -= 1;
  }

  private sweep(): void {
    for (const key of [...this.windows.keys()]) this.live(key);
  }
}
