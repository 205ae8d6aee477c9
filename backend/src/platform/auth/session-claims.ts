/** The signed token's claims: the spec's session (01 §3). `companyId` is the tenant of every request. */
export interface SessionClaims {
  id: number;
  username: string;
  name: string;
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
  exp: number;
}

/** What the guard attaches to the request: the verified claims. */
export type CurrentUserClaims = SessionClaims;

/** Where a company's logo image is served. */
export const companyLogoPath = (companyId: number): string => `/api/companies/${companyId}/logo`;

export function companyLogoUrl(company: { id: number; logo: string | null }): string | null {
  return company.logo ? companyLogoPath(company.id) : null;
}
