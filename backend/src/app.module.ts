import { Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './platform/config/config';
import type { Database } from './platform/database/database';
import { DatabaseModule } from './platform/database/database.module';
import { PlatformModule } from './platform/platform.module';
import { AuthModule } from './modules/auth/auth.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { RolePermissionsModule } from './modules/role-permissions/role-permissions.module';
import { UsersModule } from './modules/users/users.module';
import { RolesModule } from './modules/roles/roles.module';
import { WorkTypesModule } from './modules/work-types/work-types.module';
import { EquipmentCategoriesModule } from './modules/equipment-categories/equipment-categories.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { EquipmentModule } from './modules/equipment/equipment.module';
import { ProductionsModule } from './modules/productions/productions.module';
import { ProductionRequestsModule } from './modules/production-requests/production-requests.module';
import { CostCodesModule } from './modules/cost-codes/cost-codes.module';
import { TimeOffsModule } from './modules/time-offs/time-offs.module';
import { PayrollModule } from './modules/payroll/payroll.module';
import { OvertimeModule } from './modules/overtime/overtime.module';
import { JobCostModule } from './modules/job-cost/job-cost.module';
import { NotificationsModule } from './modules/notifications/notifications.module';

/** Feature modules of the API. Add each new feature module here. */
export const FEATURE_MODULES = [AuthModule, RolePermissionsModule, CompaniesModule, UsersModule, RolesModule, WorkTypesModule, EquipmentCategoriesModule, JobsModule, EquipmentModule, ProductionsModule, ProductionRequestsModule, CostCodesModule,
  TimeOffsModule, PayrollModule, OvertimeModule, JobCostModule, NotificationsModule];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, jwtSecret: string, database: Database): DynamicModule {
    return {
      module: AppModule,
      imports: [DatabaseModule.forRoot(database), PlatformModule.forRoot(config, jwtSecret), ...FEATURE_MODULES],
    };
  }
}
