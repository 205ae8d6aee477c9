import { Company } from '../modules/companies/company.entity';
import { CostCode } from '../modules/cost-codes/cost-code.entity';
import { EquipmentCategory } from '../modules/equipment-categories/equipment-category.entity';
import { Equipment } from '../modules/equipment/equipment.entity';
import { JobAssignment } from '../modules/jobs/job-assignment.entity';
import { JobEquipment } from '../modules/jobs/job-equipment.entity';
import { Job } from '../modules/jobs/job.entity';
import { ProductionRequest } from '../modules/production-requests/production-request.entity';
import { IdempotencyKey } from '../modules/productions/idempotency-key.entity';
import { ProductionEquipment } from '../modules/productions/production-equipment.entity';
import { Production } from '../modules/productions/production.entity';
import { JobCostAlert } from '../modules/notifications/job-cost-alert.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { OvertimePolicyRow } from '../modules/overtime/overtime-policy.entity';
import { PayrollExport } from '../modules/payroll/payroll-export.entity';
import { PayrollExportRecord } from '../modules/payroll/payroll-export-record.entity';
import { Role } from '../modules/roles/role.entity';
import { TimeOff } from '../modules/time-offs/time-off.entity';
import { UserManager } from '../modules/users/user-manager.entity';
import { User } from '../modules/users/user.entity';
import { WorkType } from '../modules/work-types/work-type.entity';

/** Every entity class, for the DataSource and TypeOrmModule.forFeature. */
export const ENTITIES = [
  Company, Role, User, WorkType, EquipmentCategory, Equipment, Job, JobAssignment, JobEquipment, CostCode,
  Production, ProductionEquipment, ProductionRequest, TimeOff, IdempotencyKey, UserManager,
  PayrollExport, PayrollExportRecord, OvertimePolicyRow, JobCostAlert, Notification,
];
