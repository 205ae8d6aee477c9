import type { Language } from './enums';

/**
 * The signed token's claims: the spec's session (01 §3). The backend signs them, the browser apps decode them.
 * `companyId` is the tenant of every request.
 */
export interface SessionClaims {
  id: number;
  username: string;
  name: string;
  /** A user's email is optional, so the claim may be null. */
  email: string | null;
  /** The role's permission names. */
  scopes: string[];
  /** The role's name. */
  role: string;
  /** The company's name. */
  company: string;
  companyId: number;
  /** URL of the company's logo (GET /api/companies/{id}/logo), or null without one. */
  companyLogo: string | null;
  /**
   * The user's language (not in the spec's session): the shell shows it, and a renewed token (GET /auth/session)
   * carries a change made since.
   */
  language: Language;
  /** Expiry, seconds since the epoch. */
  exp: number;
}
