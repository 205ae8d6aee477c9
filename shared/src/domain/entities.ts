/**
 * API types of every entity, as the API returns them: camelCase JSON, instants as ISO 8601 strings
 * (e.g. producedAt '2025-03-04T14:00:00.000Z'), calendar dates as 'YYYY-MM-DD', numeric columns as numbers.
 * Relations are present only when the request asked for them (includeX flags), hence optional.
 */
import type {
  CarType, EmploymentType, EquipmentClass, InvoiceStatus, JobStatus, Language, OwnershipType, PayType, ProductionType, TimeOffType,
  WorkClass,
} from './enums';
import type { SplitPart } from './overtime/split';

/** An ISO 8601 instant, e.g. '2025-03-04T14:00:00.000Z'. */
export type IsoDateTime = string;
/** A calendar date 'YYYY-MM-DD'. */
export type IsoDate = string;

export interface Company {
  id: number;
  name: string;
  description: string | null;
  /** Image data URL. */
  logo: string | null;
  /** Up to 9 characters; the payroll file header name (Admin when empty). */
  payrollHeader: string | null;
  /** The export profile (payroll-profile.ts): a Sunday that starts a pay period. */
  payPeriodStartsOn: IsoDate;
  /** Job No. of rental equipment in the equipment file; null keeps the record's job. */
  rentalEquipmentJob: string | null;
  /** False leaves rental equipment out of the equipment file. */
  includeRentalEquipment: boolean;
  /** Column titles of the payroll report's downloads: 'standard' or 'alternate'. */
  csvHeaderStyle: 'standard' | 'alternate';
  /** IANA name of the zone whose days and weeks overtime counts (docs/overtime.md); UTC unless chosen. */
  timeZone: string;
  /** A preset's id ('none', 'CA-BC', ...) or `custom-<id>` of one of the company's own policies. */
  overtimePolicy: string;
  /** Payroll taxes and benefits on top of wages, 0-100 (job cost, docs/job-cost.md); absent without reports.job_cost. */
  laborBurdenPercent?: number;
  /** A salaried employee's hourly cost is payRate / this (2080 by default); absent without reports.job_cost. */
  salariedHoursPerYear?: number;
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
}

export interface RolePermission {
  name: string;
}

export interface Role {
  id: number;
  companyId: number;
  name: string;
  description: string | null;
  permissions: RolePermission[];
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
}

export interface WorkType {
  id: number;
  companyId?: number;
  name: string;
  isEquipmentRequired: boolean;
}

export interface EquipmentCategory {
  id: number;
  companyId?: number;
  name: string;
}

/** A user as the API returns it: never the password. */
export interface User {
  id: number;
  companyId: number;
  name: string;
  employeeCode: string;
  employmentType: EmploymentType | null;
  payType: PayType | null;
  payRate: number | null;
  workTypeId: number | null;
  workClass: WorkClass;
  union: string | null;
  carType: CarType | null;
  mobile: string | null;
  email: string | null;
  address: string | null;
  birthdayAt: IsoDate | null;
  hiredAt: IsoDate | null;
  emergencyContact: string | null;
  health: string | null;
  username: string;
  roleId: number;
  isOnPayroll: boolean;
  isActive: boolean;
  /** A subcontractor's employee (the subcontractor report's records). */
  isSubcontractor: boolean;
  /** The language of the user's screens and of the API's messages to them. */
  language: Language;
  managerIds?: number[];
  managers?: User[];
  role?: Role;
  workType?: WorkType | null;
  company?: Company;
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
}

export interface Equipment {
  id: number;
  companyId: number;
  /** Equipment No. */
  name: string;
  description: string;
  equipmentCategoryId: number;
  class: EquipmentClass;
  make: string | null;
  year: number | null;
  modelNumber: string | null;
  serialNumber: string | null;
  licensePlate: string | null;
  isRental: boolean;
  isActive: boolean;
  value: number | null;
  acquiredAt: IsoDate | null;
  ownershipType: OwnershipType;
  startingHours: number | null;
  /** Cost per hour used (owned: internal rate; rental: rental rate); null: none set; absent without reports.job_cost. */
  hourlyRate?: number | null;
  /** 'YYYY-MM' */
  endOfTerm: string | null;
  equipmentCategory?: EquipmentCategory;
  /** Equipment lines of time records using it (includeEquipmentUsage). */
  equipmentUsage?: ProductionEquipment[];
  /** Jobs it is put on (includeJobUtilization). */
  jobUtilization?: JobEquipment[];
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
}

/** An employee on a job's crew. */
export interface JobAssignment {
  id: number;
  companyId: number;
  jobId: number;
  userId: number;
  assignment: string | null;
  createdAt: IsoDateTime;
  user?: User;
  job?: Job;
}

/** A piece of equipment on a job (equipment utilization). */
export interface JobEquipment {
  id: number;
  companyId: number;
  jobId: number;
  equipmentId: number;
  description: string | null;
  createdAt: IsoDateTime;
  equipment?: Equipment;
  job?: Job;
  /** The equipment's hours on the job's records, all time (equipment detail, includeJobUtilization). */
  hoursUsed?: number;
  /** The fuel of those lines, litres (equipment detail, includeJobUtilization). */
  litersOfFuel?: number;
}

export interface CostCode {
  id: number;
  companyId: number;
  jobId: number;
  name: string;
  description: string | null;
  /** Contract quantity, in unit. */
  quantity: number;
  unit: string;
  isToTrackProduction: boolean;
  isToTrackEmployeeAndEquipmentTime: boolean;
  isLOA: boolean;
  invoicingInformation: string | null;
  /**
   * The budgeted cost (money), beside the budget quantity; null: none set. Absent without reports.job_cost, and in
   * the cost codes embedded in jobs and records.
   */
  budgetAmount?: number | null;
  job?: Job;
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
}

export interface Job {
  id: number;
  companyId: number;
  /** Job No. */
  name: string;
  description: string;
  status: JobStatus;
  location: string | null;
  startsAt: IsoDate | null;
  endsAt: IsoDate | null;
  owner: string | null;
  numberOfWorkers: number;
  /** Metres. */
  depthDig: number | null;
  bc1Call: string | null;
  isMaterialHaulingEnabled: boolean;
  userAssignments?: JobAssignment[];
  costCodes?: CostCode[];
  equipmentUtilization?: JobEquipment[];
  productions?: Production[];
  /** With includeUpcomingShiftCount: the job's scheduled shifts of today and later (the company's day). */
  upcomingShiftCount?: number;
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
}

export interface ProductionEquipment {
  id: number;
  companyId?: number;
  productionId: number;
  equipmentId: number;
  hoursUsed: number;
  litersOfFuel: number | null;
  notes: string | null;
  equipment?: Equipment;
  production?: Production;
}

/** A Production, a Time Record (quantity = hours) or a Material Hauling entry (quantity negative). */
export interface Production {
  id: number;
  companyId: number;
  type: ProductionType;
  jobId: number;
  costCodeId: number;
  userId: number | null;
  workTypeId: number | null;
  productionRequestId: number | null;
  producedAt: IsoDateTime;
  producedEndsAt: IsoDateTime | null;
  quantity: number;
  description: string | null;
  /** null: not processed; true: approved; false: declined. */
  isApproved: boolean | null;
  exportedAt: IsoDateTime | null;
  isLunchbreakTaken: boolean | null;
  invoiceStatus: InvoiceStatus;
  /** The overtime split of a time record's hours (docs/overtime.md): they sum to quantity; 0 for other types. */
  regularHours: number;
  overtimeHours: number;
  doubleTimeHours: number;
  /**
   * Why the hours are split so (describeSplit words them): a time record's single read only (GET
   * /api/jobs/productions/{id}), computed by the split of its week, never stored.
   */
  overtimeParts?: SplitPart[];
  productionEquipments?: ProductionEquipment[];
  workType?: WorkType | null;
  user?: User | null;
  job?: Job;
  costCode?: CostCode;
  productionRequest?: ProductionRequest | null;
  createdAt?: IsoDateTime;
  updatedAt?: IsoDateTime;
}

/** The change a batch write applies to each selected record (POST /api/jobs/productions/_approve, _invoice). */
export type RecordBatchChange = { isApproved: boolean | null } | { invoiceStatus: InvoiceStatus };

/** One selected record's outcome in a batch write: saved, or refused with the status and message a single PUT would give. */
export type RecordBatchItem = { id: number; ok: true } | { id: number; ok: false; status: 403 | 404 | 409; message: string };

/** The answer of a batch write: how many records are saved (in one transaction) and each selected record's outcome. */
export interface RecordBatchResult {
  updated: number;
  results: RecordBatchItem[];
}

/** A time record is a production of type 'Time Record'. */
export type TimeRecord = Production & { type: 'Time Record' };

/** A scheduled shift; pending until a production is linked. */
export interface ProductionRequest {
  id: number;
  companyId: number;
  requestAt: IsoDateTime;
  requestEndsAt: IsoDateTime;
  productionId: number | null;
  userId: number;
  jobId: number;
  requestedById: number | null;
  user?: User;
  job?: Job;
  requestedBy?: Pick<User, 'id' | 'name' | 'username'> | null;
  production?: Production | null;
  productions?: Production[];
  createdAt?: IsoDateTime;
}

/** Why a shift cannot be scheduled: another shift of the employee, approved time off, or the employee. */
export type ScheduleConflictKind = 'productionRequest' | 'timeOff' | 'employee';

/**
 * The conflicting item of POST /api/jobs/production-requests/_match (200) and of a batch item: `message` says why
 * (SCHEDULE_MESSAGES), with the overlapping shift (its job {id, name, description} and user) or time off attached.
 */
export interface ScheduleConflict {
  kind: ScheduleConflictKind;
  message: string;
  productionRequest?: ProductionRequest;
  timeOff?: TimeOff;
}

/** One shift of a crew-builder batch, in the order sent (`index`): created, or refused with its conflict. */
export type ProductionRequestBatchItem =
  | { index: number; status: 'created'; request: ProductionRequest }
  | { index: number; status: 'conflict'; conflict: ScheduleConflict };

/** Answer of POST /api/jobs/{jobId}/production-requests/_batch: the valid shifts were created in one transaction. */
export interface ProductionRequestBatchResult {
  created: number;
  conflicts: number;
  items: ProductionRequestBatchItem[];
}

export interface TimeOff {
  id: number;
  companyId: number;
  userId: number;
  startsAt: IsoDateTime;
  endsAt: IsoDateTime;
  type: TimeOffType;
  comments: string | null;
  approvedAt: IsoDateTime | null;
  approvedByUserId: number | null;
  /** The employee (GET /api/time-offs answers {id, name}). */
  user?: Pick<User, 'id' | 'name'>;
  /** Who approved it, or null while pending. */
  approvedByUser?: Pick<User, 'id' | 'name'> | null;
  createdAt: IsoDateTime;
}

/** Answer of DELETE endpoints. */
export interface DeleteResult {
  isSuccessful: boolean;
}
