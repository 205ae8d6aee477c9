/** The browser storage keys of the session (spec 01 §3). */
export const STORAGE_KEYS = {
  token: 'token',
  company: 'company',
  companyId: 'companyId',
  companyLogo: 'companyLogo',
} as const;

export interface StoredCompany {
  id: number;
  name: string;
  logo: string | null;
}

/** The minimal part of the Storage interface the session uses (localStorage in the browser). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export function readStoredCompany(storage: KeyValueStorage): StoredCompany | null {
  const id = Number(storage.getItem(STORAGE_KEYS.companyId));
  const name = storage.getItem(STORAGE_KEYS.company);
  if (!Number.isFinite(id) || id <= 0 || name === null) return null;
  return { id, name, logo: storage.getItem(STORAGE_KEYS.companyLogo) || null };
}

export function writeSession(storage: KeyValueStorage, token: string, company: StoredCompany): void {
  storage.setItem(STORAGE_KEYS.token, token);
  storage.setItem(STORAGE_KEYS.company, company.name);
  storage.setItem(STORAGE_KEYS.companyId, String(company.id));
  if (company.logo) storage.setItem(STORAGE_KEYS.companyLogo, company.logo);
  else storage.removeItem(STORAGE_KEYS.companyLogo);
}
