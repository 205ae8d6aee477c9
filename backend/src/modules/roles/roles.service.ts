import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ADMINISTRATOR_ROLE } from '@groundwork/shared/domain';
import { type RoleInput } from '@groundwork/shared/validation';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { Conflict, Forbidden } from '../../platform/errors/domain-errors';
import { findInCompany } from '../../platform/tenancy/find-in-company';
import { User } from '../users/user.entity';
import { permissionsBeyondCaller } from './grantable';
import { Role } from './role.entity';

export const ROLE_MESSAGES = {
  administratorDelete: `The ${ADMINISTRATOR_ROLE} role cannot be deleted.`,
  administratorRename: `The ${ADMINISTRATOR_ROLE} role cannot be renamed.`,
  inUse: 'This role is still assigned to users. Give them another role before deleting it.',
  beyondOwn: (names: string[]) => `You cannot grant permissions you do not hold: ${names.join(', ')}.`,
} as const;

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
  ) {}

  async list(companyId: number): Promise<RoleView[]> {
    return (await this.roles.find({ where: { companyId }, order: { name: 'ASC', id: 'ASC' } })).map((r) => toRoleView(r));
  }

  async get(companyId: number, id: number): Promise<RoleView> {
    return toRoleView(await findInCompany(this.roles, id, companyId));
  }

  /** A duplicate name answers 409 on name (uq_role_company_name). */
  async create(caller: SessionClaims, companyId: number, input: RoleInput, includePermissions: boolean): Promise<RoleView> {
    const permissions = this.grantable(caller, namesOf(input));
    const role = await this.roles.save(this.roles.create({ companyId, name: input.name, description: input.description, permissions }));
    return toRoleView(role, includePermissions);
  }

  async update(caller: SessionClaims, companyId: number, id: number, input: RoleInput): Promise<RoleView> {
    const role = await findInCompany(this.roles, id, companyId);
    if (role.name === ADMINISTRATOR_ROLE && input.name !== ADMINISTRATOR_ROLE) throw new Conflict(ROLE_MESSAGES.administratorRename, { name: ROLE_MESSAGES.administratorRename });
    const permissions = this.grantable(caller, namesOf(input));
    return toRoleView(await this.roles.save({ ...role, name: input.name, description: input.description, permissions }));
  }

  /** Never the Administrator role, never a role a user still has (the foreign key backs this up under races). */
  async remove(companyId: number, id: number): Promise<{ isSuccessful: true }> {
    const role = await findInCompany(this.roles, id, companyId);
    if (role.name === ADMINISTRATOR_ROLE) throw new Conflict(ROLE_MESSAGES.administratorDelete);
    if (await this.users.exists({ where: { roleId: id } })) throw new Conflict(ROLE_MESSAGES.inUse);
    await this.roles.delete({ id, companyId });
    return { isSuccessful: true };
  }

  private grantable(caller: SessionClaims, permissions: string[]): string[] {
    const beyond = permissionsBeyondCaller(caller, permissions);
    if (beyond.length > 0) throw new Forbidden(ROLE_MESSAGES.beyondOwn(beyond));
    return permissions;
  }
}
