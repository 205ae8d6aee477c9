import { apiClient } from './client';

/** A company as the switcher lists it (GET /api/companies reads id, name, logo). */
export interface CompanySummary {
  id: number;
  name: string;
  logo: string | null;
}

/** GET /api/companies */
export async function listCompanies(): Promise<CompanySummary[]> {
  const { data } = await apiClient.get<CompanySummary[]>('/api/companies');
  return data;
}
