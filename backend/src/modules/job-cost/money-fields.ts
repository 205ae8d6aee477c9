/**
 * Who sees money (issue 20, docs/permissions.md "Who sees money"): the equipment, cost code and company reads leave
 * their money fields out for callers without reports.job_cost (in the SQL select list), and a write carrying one is
 * refused (403) rather than silently dropped, so an API client learns why its value was not kept.
 */
import { canSeeMoney, MONEY_FIELDS, PERMISSION_MESSAGES } from '@groundwork/shared/domain';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { Forbidden } from '../../platform/errors/domain-errors';

export type MoneyHolder = Pick<SessionClaims, 'scopes'>;

/** The properties a read of `kind` leaves out for this caller (none with reports.job_cost). */
export function moneyOmitted(user: MoneyHolder, kind: keyof typeof MONEY_FIELDS): readonly string[] {
  return canSeeMoney(user) ? [] : MONEY_FIELDS[kind];
}

/** 403 when a caller without reports.job_cost sends a money field (absent fields keep the stored values). */
export function refuseMoneyWrite(user: MoneyHolder, kind: keyof typeof MONEY_FIELDS, input: object): void {
  if (canSeeMoney(user)) return;
  const sent = input as Record<string, unknown>;
  if (MONEY_FIELDS[kind].some((field) => sent[field] !== undefined)) throw new Forbidden(PERMISSION_MESSAGES.money);
}
