import type { Company } from '@groundwork/shared/domain';
import type { CompanyInput } from '@groundwork/shared/validation';
import { apiClient } from './client';

/** A company as the switcher lists it (GET /api/companies reads id, name, logo). */
export interface CompanySummary {
  id: number;
  name: string;
  logo: string | null;
}

/**
 * A company as GET /api/companies and /api/companies/{id} answer: `logo` is the URL of the image under /api
 * (it needs the token, see fetchCompanyLogo), or null when there is none. The labour burden and salaried hours are
 * answered only to holders of reports.job_cost.
 */
export type CompanyRecord = Pick<
  Company,
  'id' | 'name' | 'description' | 'payrollHeader' | 'payPeriodStartsOn' | 'rentalEquipmentJob' | 'includeRentalEquipment' | 'csvHeaderStyle' | 'timeZone' | 'overtimePolicy' | 'logo' | 'laborBurdenPercent' | 'salariedHoursPerYear'
>;

/**
 * The body of POST / PUT /api/companies. `logo` is an image data URL; on update, leave it out to keep the
 * stored logo and send null to remove it.
 */
export type CompanyBody = Omit<CompanyInput, 'logo'> & { logo?: string | null };

/** React Query keys of the companies group. */
export const companyKeys = {
  all: ['companies'] as const,
  detail: (id: number) => ['companies', id] as const,
  logo: (url: string) => ['companies', 'logo', url] as const,
};

/** GET /api/companies */
export async function listCompanies(): Promise<CompanyRecord[]> {
  const { data } = await apiClient.get<CompanyRecord[]>('/api/companies');
  return data;
}

/** GET /api/companies/{id} */
export async function getCompany(id: number): Promise<CompanyRecord> {
  const { data } = await apiClient.get<CompanyRecord>(`/api/companies/${id}`);
  return data;
}

/** POST /api/companies */
export async function createCompany(body: CompanyBody): Promise<CompanyRecord> {
  const { data } = await apiClient.post<CompanyRecord>('/api/companies', body);
  return data;
}

/** PUT /api/companies/{id} */
export async function updateCompany(id: number, body: CompanyBody): Promise<CompanyRecord> {
  const { data } = await apiClient.put<CompanyRecord>(`/api/companies/${id}`, body);
  return data;
}

/** DELETE /api/companies/{id} */
export async function deleteCompany(id: number): Promise<void> {
  await apiClient.delete(`/api/companies/${id}`);
}

/** The logo image behind a company's `logo` URL (it is under /api, so it is fetched with the token). */
export async function fetchCompanyLogo(url: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(url, { responseType: 'blob' });
  return data;
}
