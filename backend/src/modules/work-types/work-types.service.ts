import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { WorkTypeInput } from '@groundwork/shared/validation';
import { Conflict } from '../../platform/errors/domain-errors';
import { findInCompany } from '../../platform/tenancy/find-in-company';
import { Production } from '../productions/production.entity';
import { User } from '../users/user.entity';
import { WorkType } from './work-type.entity';

export const WORK_TYPE_MESSAGES = {
  inUse: 'This work type is used by time records or employees and cannot be deleted.',
} as const;

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
  ) {}

  async list(companyId: number): Promise<WorkTypeView[]> {
    return (await this.workTypes.find({ where: { companyId }, order: { name: 'ASC', id: 'ASC' } })).map(toView);
  }

  async get(companyId: number, id: number): Promise<WorkTypeView> {
    return toView(await findInCompany(this.workTypes, id, companyId));
  }

  /** A duplicate name answers 409 on name (uq_work_type_company_name). */
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
