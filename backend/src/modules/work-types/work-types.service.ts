import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { WorkTypeInput } from '@groundwork/shared/validation';
import { Conflict } from '../../platform/errors/domain-errors';
import { jsonArray, jsonColumns, queryJson } from '../../platform/database/json-sql';
import { findInCompany } from '../../platform/tenancy/find-in-company';
import { Production } from '../productions/production.entity';
import { User } from '../users/user.entity';
import { WorkType } from './work-type.entity';
import { registerServerMessages } from '@groundwork/shared/i18n/server';

export const WORK_TYPE_MESSAGES = {
  inUse: 'This work type is used by time records or employees and cannot be deleted.',
} as const;
registerServerMessages('WORK_TYPE_MESSAGES', WORK_TYPE_MESSAGES);

export interface WorkTypeView {
  id: number;
  companyId: number;
  name: string;
  isEquipmentRequired: boolean;
}

const toView = ({ id, companyId, name, isEquipmentRequired }: WorkType): WorkTypeView => ({ id, companyId, name, isEquipmentRequired });

/** The company's types of work (time record forms read them; contents.work_types manages them). */
@Injectable()
export class WorkTypesService {
  constructor(
    @InjectRepository(WorkType) private readonly workTypes: Repository<WorkType>,
    @InjectRepository(Production) private readonly productions: Repository<Production>,
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly ds: DataSource,
  ) {}

  /**
   * The company's work types (WorkTypeView[]) as JSON text built by PostgreSQL: every time record form asks for them,
   * so the most frequent small read skips entity hydration and serialising (docs/performance.md, throughput).
   */
  async listJson(companyId: number): Promise<string> {
    const select = jsonColumns(this.ds, WorkType, 't', { only: ['id', 'companyId', 'name', 'isEquipmentRequired'] });
    const list = jsonArray({ select, from: 'work_type t', where: 't.company_id = $1', orderBy: 't.name, t.id' });
    return (await queryJson(this.ds, `SELECT ${list}::text AS body`, [companyId]))!;
  }

  async get(companyId: number, id: number): Promise<WorkTypeView> {
    return toView(await findInCompany(this.workTypes, id, companyId));
  }

  /** A duplicate name answers 409 on name (uq_work_type_company_lower_name). */
  async create(companyId: number, input: WorkTypeInput): Promise<WorkTypeView> {
    return toView(await this.workTypes.save(this.workTypes.create({ ...input, companyId })));
  }

  async update(companyId: number, id: number, input: WorkTypeInput): Promise<WorkTypeView> {
    const workType = await findInCompany(this.workTypes, id, companyId);
    return toView(await this.workTypes.save({ ...workType, ...input }));
  }

  /** Refused (409) while a time record or an employee refers to it. */
  async remove(companyId: number, id: number): Promise<{ isSuccessful: true }> {
    await findInCompany(this.workTypes, id, companyId);
    const inUse = (await this.productions.exists({ where: { workTypeId: id } })) || (await this.users.exists({ where: { workTypeId: id } }));
    if (inUse) throw new Conflict(WORK_TYPE_MESSAGES.inUse);
    await this.workTypes.delete({ id, companyId });
    return { isSuccessful: true };
  }
}
