/**
 * @groundwork/shared/api: the one typed HTTP client (token attached, 401 handled once) and one file per
 * endpoint group.
 */
export { apiClient, apiErrorBody, apiStatus, resetUnauthorizedHandling } from './client';
export type { ApiErrorBody } from './client';
export { login, switchCompany } from './auth';
export type { TokenResponse } from './auth';
export { listCompanies } from './companies';
export type { CompanySummary } from './companies';
