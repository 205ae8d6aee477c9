/**
 * @groundwork/shared/api: the one typed HTTP client (token attached, 401 handled once) and one file per
 * endpoint group.
 */
export { apiClient, ApiError, apiErrorBody, apiStatus, EVERY_FIELD, readEarly, refusal, failureText, SPREADSHEET_FIELD, type ShownFields } from './client';
export type { ApiErrorBody, ApiResponse, RequestOptions } from './client';
export { queryDefaults, KEPT_ON_DEVICE_MS } from './query-defaults';
export { currentSession, login, setLanguage, switchCompany } from './auth';
export type { TokenResponse } from './auth';
export {
  listCompanies, getCompany, createCompany, updateCompany, deleteCompany, fetchCompanyLogo, companyKeys,
} from './companies';
export type { CompanySummary, CompanyRecord, CompanyBody } from './companies';
export { listUsers, getUser, createUser, updateUser, isEmployeeCodeFree, userKeys } from './users';
export type { UserListQuery } from './users';
export { listRoles, getRole, createRole, updateRole, deleteRole, roleKeys } from './roles';
export type { RoleBody } from './roles';
export { listRolePermissions, rolePermissionKeys } from './role-permissions';
export { listWorkTypes, getWorkType, createWorkType, updateWorkType, deleteWorkType, workTypeKeys } from './work-types';
export {
  listEquipmentCategories, getEquipmentCategory, createEquipmentCategory, updateEquipmentCategory,
  deleteEquipmentCategory, equipmentCategoryKeys,
} from './equipment-categories';
export {
  listOvertimePolicies, listCustomOvertimePolicies, getOvertimePolicy, createOvertimePolicy, updateOvertimePolicy,
  deleteOvertimePolicy, overtimePolicyKeys,
} from './overtime-policies';
export {
  listJobs, getJob, createJob, updateJob, deleteJob, assignUserToJob, removeUserFromJob, addEquipmentToJob,
  removeEquipmentFromJob, queryFlags, jobKeys, PICKER_JOBS, JOB_LIST_FIRST,
} from './jobs';
export type { JobIncludes, JobListQuery } from './jobs';
export {
  listCostCodes, getCostCode, createCostCode, updateCostCode, deleteCostCode, downloadCostCodeTemplate,
  importCostCodes, costCodeKeys,
} from './cost-codes';
export type { CostCodeListQuery } from './cost-codes';
export {
  listEquipment, getEquipment, createEquipment, updateEquipment,
  deleteEquipment, equipmentKeys, downloadEquipmentTemplate, importEquipment,
} from './equipment';
export type { EquipmentListQuery } from './equipment';
export { listEquipmentUsage } from './equipment';
export type { EquipmentUsageRange } from './equipment';
export {
  listJobProductions, createProduction, getProduction, updateProduction, deleteProduction,
  findOverlappingTimecard, previewOvertime, productionKeys,
} from './productions';
export { setProductionApproval } from './productions';
export { listProductions, approveProductions, setInvoiceStatuses, batchSucceeded } from './productions';
export type { ProductionListQuery } from './productions';
export { setProductionInvoiceStatus, updateProductionEquipment } from './productions';
export type { JobProductionsQuery } from './productions';
export { newIdempotencyKey, listTimeRecords, downloadTimecardTemplate, importTimecards } from './productions';
export type { SubmitOptions, TimeRecordListQuery } from './productions';
export { resetProductionExport } from './productions';
export {
  listJobProductionRequests, listProductionRequests, listUserProductionRequests, createProductionRequest,
  createProductionRequestBatch, matchProductionRequest, updateProductionRequest, deleteProductionRequest,
  productionRequestKeys,
} from './production-requests';
export type { ProductionRequestsQuery, JobProductionRequestsQuery, UserProductionRequestsQuery } from './production-requests';
export { getProductionHistory, productionHistoryKey } from './production-history';
export { getStockpile, getBudgetAgainstActual, createMaterialHauling, stockpileKeys } from './stockpile';
export type { StockpileRow, StockpileQuery, BudgetAgainstActual, MaterialHaulingBody } from './stockpile';
export { getJobCost, jobCostKeys } from './job-cost';
export type { JobCost, JobCostLine, JobCostQuery } from './job-cost';
export { listTimeOffs, requestTimeOff, setTimeOffApproval, deleteTimeOff, timeOffKeys } from './time-offs';
export type { TimeOffsQuery } from './time-offs';
export {
  listPayrollTimeRecords, createPayrollExport, listPayrollExports, downloadPayrollExport, resetPayrollExport,
  browserTimeZone, payrollKeys, listOvertimeGaps,
} from './payroll';
export type { PayrollReportQuery, PayrollReport, PayrollExportBody, PayrollFileDownload, PayrollExportSummary } from './payroll';
export { listNotifications, markNotificationRead, notificationKeys } from './notifications';
