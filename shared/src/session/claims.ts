import { jwtDecode } from 'jwt-decode';
import { LANGUAGES, type SessionClaims } from '@groundwork/shared/domain';

export type { SessionClaims };

/** Decodes a token's claims; null when it is not a readable JWT with the session's fields. */
export function decodeSession(token: string | null | undefined): SessionClaims | null {
  if (!token) return null;
  try {
    const raw = jwtDecode<Partial<SessionClaims>>(token);
    if (typeof raw.exp !== 'number' || typeof raw.companyId !== 'number') return null;
    return {
      id: Number(raw.id),
      username: String(raw.username ?? ''),
      name: String(raw.name ?? raw.username ?? ''),
      email: typeof raw.email === 'string' ? raw.email : null,
      scopes: Array.isArray(raw.scopes) ? raw.scopes.map(String) : [],
      role: String(raw.role ?? ''),
      company: String(raw.company ?? ''),
      companyId: raw.companyId,
      companyLogo: raw.companyLogo ?? null,
      // A token issued before users had a language: English.
      language: LANGUAGES.find((language) => language === raw.language) ?? 'en',
      exp: raw.exp,
    };
  } catch {
    return null;
  }
}

/** A session is valid while its expiry is in the future. */
export function isExpired(claims: Pick<SessionClaims, 'exp'>, nowMs: number = Date.now()): boolean {
  return claims.exp * 1000 <= nowMs;
}
