import { Company } from '../modules/companies/company.entity';
import { Role } from '../modules/roles/role.entity';
import { User } from '../modules/users/user.entity';
import { WorkType } from '../modules/work-types/work-type.entity';
import { EquipmentCategory } from '../modules/equipment-categories/equipment-category.entity';

/** Every entity class, for the DataSource and TypeOrmModule.forFeature. */
export const ENTITIES = [Company, Role, User, WorkType, EquipmentCategory];
