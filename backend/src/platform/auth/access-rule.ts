import { satisfiesAccess } from '@groundwork/shared/domain';
import type { AccessRule } from './access.decorator';
import type { SessionClaims } from './session-claims';

/** Whether signed-in claims satisfy a rule (public and signedIn always do). */
export function satisfies(rule: AccessRule, claims: Pick<SessionClaims, 'scopes' | 'role'>): boolean {
  return satisfiesAccess(rule, claims);
}

export function describeRule(rule: AccessRule | undefined): string {
  if (!rule) return 'UNDECLARED';
  if (rule.kind === 'public' && rule.page) return 'public page (no data)';
  if (rule.kind !== 'anyOf') return rule.kind;
  const parts: string[] = [...rule.permissions];
  if (rule.switcher) parts.push('switcher (companies.toggle, or the Administrator role holding every permission)');
  return `any of: ${parts.join(', ')}`;
}
