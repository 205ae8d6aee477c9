import type { SessionClaims } from '@groundwork/shared/domain';

/** The signed token's claims: one type with the browser apps (shared/domain/session-claims.ts). */
export type { SessionClaims };

/** What the guard attaches to the request: the verified claims. */
export type CurrentUserClaims = SessionClaims;

/** Where a company's logo image is served. */
export const companyLogoPath = (companyId: number): string => `/api/companies/${companyId}/logo`;

export function companyLogoUrl(company: { id: number; logo: string | null }): string | null {
  return company.logo ? companyLogoPath(company.id) : null;
}
