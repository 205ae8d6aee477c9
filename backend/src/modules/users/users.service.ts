import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { canSwitchCompany, hasAnyPermission, isAdministratorName, MESSAGES, PERMISSIONS, permissionsBeyond } from '@groundwork/shared/domain';
import { type UserCreateInput, type UserUpdateInput } from '@groundwork/shared/validation';
import { CurrentAccessCache } from '../../platform/auth/current-access';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { Forbidden, ValidationFailed } from '../../platform/errors/domain-errors';
import { findInCompany } from '../../platform/tenancy/find-in-company';
import { ADMINISTRATOR_MESSAGES } from '../roles/administrator';
import { Role } from '../roles/role.entity';
import { WorkType } from '../work-types/work-type.entity';
import { UserManager } from './user-manager.entity';
import { User } from './user.entity';
import { toDirectoryView, toEmployeeReportView, toUserView, type EmployeeReportView, type UserDirectoryView, type UserView } from './user-views';
import { hashPassword } from '../../platform/auth/password';
import { registerServerMessages } from '@groundwork/shared/i18n/server';

export const USER_MESSAGES = {
  roleNotInCompany: 'Please choose a role of this company.',
  workTypeNotInCompany: 'Please choose a work type of this company.',
  managersNotInCompany: 'Managers must be users of this company.',
  ownManager: 'A user cannot be their own manager.',
  setRoleOnCreate: 'Only users with the users.create permission may give a new user a role.',
  setRoleOnUpdate: "Only users with the users.update permission may change a user's role.",
  ownRole: MESSAGES.ownRoleLocked,
  ownActive: MESSAGES.ownActiveLocked,
  roleBeyondOwn: 'You cannot give a role with permissions you do not hold.',
  userBeyondOwn: 'You cannot edit a user whose role has permissions you do not hold.',
} as const;
registerServerMessages('USER_MESSAGES', USER_MESSAGES);

export interface UserListQuery {
  includeRole: boolean;
  excludeInactive: boolean;
  /** Uniqueness lookup: the users holding exactly this code. */
  employeeCode?: string;
  /** Left out of the lookup (the edit form checks its own code). */
  excludeId?: number;
}

/** Who sees full user records; the other list callers (employee pickers) get the directory view. */
export const seesUserDetails = (caller: Pick<SessionClaims, 'scopes'>) =>
  hasAnyPermission(caller, PERMISSIONS.USERS_ALL, PERMISSIONS.USERS_READ, PERMISSIONS.USERS_CREATE, PERMISSIONS.USERS_UPDATE);

/** The view of the user list a caller gets: full records, the active employees report's, or the pickers' directory. */
function listView(caller: Pick<SessionClaims, 'scopes'>): (user: User) => UserView | EmployeeReportView | UserDirectoryView {
  if (seesUserDetails(caller)) return toUserView;
  if (hasAnyPermission(caller, PERMISSIONS.REPORTS_ACTIVE_EMPLOYEES)) return toEmployeeReportView;
  return toDirectoryView;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Role) private readonly roles: Repository<Role>,
    @InjectRepository(WorkType) private readonly workTypes: Repository<WorkType>,
    private readonly access: CurrentAccessCache,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  async list(caller: SessionClaims, query: UserListQuery): Promise<Array<UserView | EmployeeReportView | UserDirectoryView>> {
    const qb = this.users.createQueryBuilder('user').where('user.companyId = :companyId', { companyId: caller.companyId });
    if (query.excludeInactive) qb.andWhere('user.isActive = true');
    if (query.employeeCode !== undefined) qb.andWhere('lower(user.employeeCode) = lower(:employeeCode)', { employeeCode: query.employeeCode });
    if (query.excludeId !== undefined) qb.andWhere('user.id <> :excludeId', { excludeId: query.excludeId });
    if (query.includeRole) qb.leftJoinAndSelect('user.role', 'role');
    const rows = await qb.orderBy('user.name', 'ASC').addOrderBy('user.id', 'ASC').getMany();
    return rows.map(listView(caller));
  }

  async get(companyId: number, id: number, includeManagers: boolean): Promise<UserView> {
    const user = await findInCompany(this.users, id, companyId);
    if (includeManagers) {
      const links = await this.ds.getRepository(UserManager).find({
        where: { userId: id, companyId }, relations: { manager: true }, order: { managerId: 'ASC' },
      });
      user.managers = links.map((link) => link.manager!);
    }
    return toUserView(user);
  }

  /** Employee code unique per company, username system-wide: the database constraints answer 409 on the field. */
  async create(caller: SessionClaims, input: UserCreateInput): Promise<UserView> {
    const { companyId } = caller;
    if (!hasAnyPermission(caller, PERMISSIONS.USERS_CREATE)) throw new Forbidden(USER_MESSAGES.setRoleOnCreate);
    await this.assertRoleGrantable(caller, input.roleId);
    await this.assertWorkTypeInCompany(companyId, input.workTypeId);
    const managers = await this.managersInCompany(companyId, input.managerIds, null);
    const { managerIds: _managerIds, password, ...fields } = input;
    const hash = await hashPassword(password);
    const saved = await this.ds.transaction(async (m) => {
      const user = await m.save(User, m.create(User, { ...fields, companyId, password: hash }));
      await this.setManagers(m, companyId, user.id, managers);
      return user;
    });
    return this.get(companyId, saved.id, true);
  }

  /**
   * Without a password the old one stays. The role changes only with users.update, never one's own; nobody deactivates
   * themselves (their next request would be refused, and nobody might be left to undo it).
   */
  async update(caller: SessionClaims, id: number, input: UserUpdateInput): Promise<UserView> {
    const { companyId } = caller;
    const user = await findInCompany(this.users, id, companyId, { role: true });
    if (permissionsBeyond(caller, user.role?.permissions ?? []).length > 0) throw new Forbidden(USER_MESSAGES.userBeyondOwn);
    if (user.id === caller.id && !input.isActive) throw new Forbidden(USER_MESSAGES.ownActive);
    if (input.roleId !== user.roleId) {
      if (user.id === caller.id) throw new Forbidden(USER_MESSAGES.ownRole);
      if (!hasAnyPermission(caller, PERMISSIONS.USERS_UPDATE)) throw new Forbidden(USER_MESSAGES.setRoleOnUpdate);
      await this.assertRoleGrantable(caller, input.roleId);
    }
    await this.assertWorkTypeInCompany(companyId, input.workTypeId);
    const managers = await this.managersInCompany(companyId, input.managerIds, id);
    const { managerIds: _managerIds, password, ...fields } = input;
    const hash = password ? { password: await hashPassword(password) } : {};
    await this.ds.transaction(async (m) => {
      // A fresh object (not the loaded entity, whose role relation would win over the new roleId).
      await m.save(User, m.create(User, { ...fields, id, companyId, ...hash }));
      await this.setManagers(m, companyId, id, managers);
    });
    this.access.userChanged(id);
    return this.get(companyId, id, true);
  }

  private async assertRoleGrantable(caller: SessionClaims, roleId: number): Promise<void> {
    const role = await this.roles.findOne({ where: { id: roleId, companyId: caller.companyId } });
    if (!role) throw new ValidationFailed({ roleId: USER_MESSAGES.roleNotInCompany });
    if (permissionsBeyond(caller, role.permissions).length > 0) throw new Forbidden(USER_MESSAGES.roleBeyondOwn);
    if (isAdministratorName(role.name) && !canSwitchCompany(caller)) throw new Forbidden(ADMINISTRATOR_MESSAGES.grant);
  }

  private async assertWorkTypeInCompany(companyId: number, workTypeId: number | null | undefined): Promise<void> {
    if (workTypeId == null) return;
    if (!(await this.workTypes.exists({ where: { id: workTypeId, companyId } }))) {
      throw new ValidationFailed({ workTypeId: USER_MESSAGES.workTypeNotInCompany });
    }
  }

  /** The manager ids, checked: each a user of the company and not the user themselves. */
  private async managersInCompany(companyId: number, managerIds: number[], selfId: number | null): Promise<number[]> {
    const ids = [...new Set(managerIds)];
    if (selfId !== null && ids.includes(selfId)) throw new ValidationFailed({ managerIds: USER_MESSAGES.ownManager });
    if (ids.length === 0) return [];
    const found = await this.users.count({ where: { id: In(ids), companyId } });
    if (found !== ids.length) throw new ValidationFailed({ managerIds: USER_MESSAGES.managersNotInCompany });
    return ids;
  }

  /** Replaces the user's managers (inside the caller's transaction). */
  private async setManagers(m: EntityManager, companyId: number, userId: number, managerIds: number[]): Promise<void> {
    await m.delete(UserManager, { userId, companyId });
    if (managerIds.length > 0) await m.insert(UserManager, managerIds.map((managerId) => ({ companyId, userId, managerId })));
  }
}
