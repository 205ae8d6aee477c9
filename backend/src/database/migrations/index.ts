import { Initial1795241057134 } from './1795241057134-Initial';
import { CaseInsensitiveNames1795300000000 } from './1795300000000-CaseInsensitiveNames';
import { ForeignKeyIndexes1795400000000 } from './1795400000000-ForeignKeyIndexes';
import { TenancyForeignKeys1795500000000 } from './1795500000000-TenancyForeignKeys';
import { ProductionHistory1795600000000 } from './1795600000000-ProductionHistory';
import { IdempotencyKeys1795700000000 } from './1795700000000-IdempotencyKeys';
import { ScheduleIndexes1795700000001 } from './1795700000001-ScheduleIndexes';
import { IdempotencyKeyTenancy1795700000002 } from './1795700000002-IdempotencyKeyTenancy';
import { LoginThrottle1795800000000 } from './1795800000000-LoginThrottle';
import { ProductionHistoryTenancy1795900000000 } from './1795900000000-ProductionHistoryTenancy';
import { SubcontractorsAndReports1796000000000 } from './1796000000000-SubcontractorsAndReports';
import { PayrollExports1796300000000 } from './1796300000000-PayrollExports';
import { ProductionHistoryDiffOnce1796300000001 } from './1796300000001-ProductionHistoryDiffOnce';
import { Overtime1797030000000 } from './1797030000000-Overtime';
import { UserLanguage1797100000000 } from './1797100000000-UserLanguage';
import { JobCost1797200000000 } from './1797200000000-JobCost';
import { Notifications1797300000000 } from './1797300000000-Notifications';
import { CaseInsensitiveContentNames1797400000000 } from './1797400000000-CaseInsensitiveContentNames';
import { CaseInsensitiveRoleAndCompanyNames1797400000001 } from './1797400000001-CaseInsensitiveRoleAndCompanyNames';

/** Every migration, oldest first. */
export const MIGRATIONS = [
  Initial1795241057134, CaseInsensitiveNames1795300000000, ForeignKeyIndexes1795400000000, TenancyForeignKeys1795500000000,
  ProductionHistory1795600000000, IdempotencyKeys1795700000000, ScheduleIndexes1795700000001, IdempotencyKeyTenancy1795700000002,
  LoginThrottle1795800000000, ProductionHistoryTenancy1795900000000, SubcontractorsAndReports1796000000000,
  PayrollExports1796300000000, ProductionHistoryDiffOnce1796300000001, Overtime1797030000000, UserLanguage1797100000000,
  JobCost1797200000000, Notifications1797300000000, CaseInsensitiveContentNames1797400000000,
  CaseInsensitiveRoleAndCompanyNames1797400000001,
];
