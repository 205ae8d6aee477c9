import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ADMINISTRATOR_ROLE, canSwitchCompany, holdsEveryPermission, isAdministratorName, permissionsBeyond } from '@groundwork/shared/domain';
import { type RoleInput } from '@groundwork/shared/validation';
import { CurrentAccessCache } from '../../platform/auth/current-access';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { Conflict, Forbidden } from '../../platform/errors/domain-errors';
import { findInCompany } from '../../platform/tenancy/find-in-company';
import { User } from '../users/user.entity';
import { ADMINISTRATOR_MESSAGES } from './administrator';
import { Role } from './role.entity';
import { registerServerMessages } from '@groundwork/shared/i18n/server';

export const ROLE_MESSAGES = {
  administratorDelete: `The ${ADMINISTRATOR_ROLE} role cannot be deleted.`,
  administratorRename: `The ${ADMINISTRATOR_ROLE} role cannot be renamed.`,
  inUse: 'This role is still assigned to users. Give them another role before deleting it.',
  beyondOwn: (names: string[]) => `You cannot grant permissions you do not hold: ${names.join(', ')}.`,
  roleBeyondOwn: 'You cannot change or delete a role with permissions you do not hold.',
} as const;
registerServerMessages('ROLE_MESSAGES', ROLE_MESSAGES);

export interface RoleView {
  id: number;
  companyId: number;
  name: string;
  description: string | null;
  permissions?: Array<{ name: string }>;
  createdAt: Date;
  updatedAt: Date;
}

export function toRoleView(role: Role, includePermissions = true): RoleView {
  const view: RoleView = {
    id: role.id, companyId: role.companyId, name: role.name, description: role.description,
    createdAt: role.createdAt, updatedAt: role.updatedAt,
  };
  if (includePermissions) view.permissions = role.permissions.map((name) => ({ name }));
  return view;
}

const namesOf = (input: RoleInput): string[] => [...new Set(input.permissions.map((p) => p.name))];

@Injectable()
export class RolesService {
  constructor(
    @InjectRepository(Role) private readonly roles: Repository<Role>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly access: CurrentAccessCache,
  ) {}

  async list(companyId: number): Promise<RoleView[]> {
    return (await this.roles.find({ where: { companyId }, order: { name: 'ASC', id: 'ASC' } })).map((r) => toRoleView(r));
  }

  async get(companyId: number, id: number): Promise<RoleView> {
    return toRoleView(await findInCompany(this.roles, id, companyId));
  }

  /** A duplicate name answers 409 on name (uq_role_company_lower_name). */
  async create(caller: SessionClaims, input: RoleInput, includePermissions: boolean): Promise<RoleView> {
    const { companyId } = caller;
    this.assertNameAllowed(caller, input.name);
    const permissions = this.grantable(caller, namesOf(input));
    const role = await this.roles.save(this.roles.create({ companyId, name: input.name, description: input.description, permissions }));
    return toRoleView(role, includePermissions);
  }

  async update(caller: SessionClaims, id: number, input: RoleInput): Promise<RoleView> {
    const { companyId } = caller;
    const role = await findInCompany(this.roles, id, companyId);
    if (role.name === ADMINISTRATOR_ROLE && input.name !== ADMINISTRATOR_ROLE) throw new Conflict(ROLE_MESSAGES.administratorRename, { name: ROLE_MESSAGES.administratorRename });
    this.assertWithinCaller(caller, role);
    if (input.name !== role.name) this.assertNameAllowed(caller, input.name);
    const permissions = this.grantable(caller, namesOf(input));
    if (role.name === ADMINISTRATOR_ROLE && role.permissions.some((p) => !permissions.includes(p)) && !holdsEveryPermission(caller)) {
      throw new Forbidden(ADMINISTRATOR_MESSAGES.change);
    }
    const saved = await this.roles.save({ ...role, name: input.name, description: input.description, permissions });
    this.access.rolesChanged();
    return toRoleView(saved);
  }

  /**
   * Never the Administrator role, never a role stronger than the caller, never a role a user still has (the
   * foreign key backs this up under races).
   */
  async remove(caller: SessionClaims, id: number): Promise<{ isSuccessful: true }> {
    const { companyId } = caller;
    const role = await findInCompany(this.roles, id, companyId);
    if (role.name === ADMINISTRATOR_ROLE) throw new Conflict(ROLE_MESSAGES.administratorDelete);
    this.assertWithinCaller(caller, role);
    if (await this.users.exists({ where: { roleId: id } })) throw new Conflict(ROLE_MESSAGES.inUse);
    await this.roles.delete({ id, companyId });
    return { isSuccessful: true };
  }

  /** The Administrator name (any case) carries the company switch: only a caller who may switch gives it out. */
  private assertNameAllowed(caller: SessionClaims, name: string): void {
    if (isAdministratorName(name) && !canSwitchCompany(caller)) throw new Forbidden(ADMINISTRATOR_MESSAGES.reservedName);
  }

  /** The rule users.service applies to editing users: a role holding more than the caller is out of reach. */
  private assertWithinCaller(caller: SessionClaims, role: Role): void {
    if (permissionsBeyond(caller, role.permissions).length > 0) throw new Forbidden(ROLE_MESSAGES.roleBeyondOwn);
  }

  private grantable(caller: SessionClaims, permissions: string[]): string[] {
    const beyond = permissionsBeyond(caller, permissions);
    if (beyond.length > 0) throw new Forbidden(ROLE_MESSAGES.beyondOwn(beyond));
    return permissions;
  }
}
