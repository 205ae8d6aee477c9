import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { EquipmentCategoryInput } from '@groundwork/shared/validation';
import { Conflict } from '../../platform/errors/domain-errors';
import { findInCompany } from '../../platform/tenancy/find-in-company';
import { Equipment } from '../equipment/equipment.entity';
import { EquipmentCategory } from './equipment-category.entity';
import { registerServerMessages } from '@groundwork/shared/i18n/server';

export const EQUIPMENT_CATEGORY_MESSAGES = {
  inUse: 'This equipment category is used by equipment and cannot be deleted.',
} as const;
registerServerMessages('EQUIPMENT_CATEGORY_MESSAGES', EQUIPMENT_CATEGORY_MESSAGES);

export interface EquipmentCategoryView {
  id: number;
  companyId: number;
  name: string;
}

const toView = ({ id, companyId, name }: EquipmentCategory): EquipmentCategoryView => ({ id, companyId, name });

/** The company's equipment categories (equipment forms read them; contents.equipment_categories manages them). */
@Injectable()
export class EquipmentCategoriesService {
  constructor(
    @InjectRepository(EquipmentCategory) private readonly categories: Repository<EquipmentCategory>,
    @InjectRepository(Equipment) private readonly equipment: Repository<Equipment>,
  ) {}

  async list(companyId: number): Promise<EquipmentCategoryView[]> {
    return (await this.categories.find({ where: { companyId }, order: { name: 'ASC', id: 'ASC' } })).map(toView);
  }

  async get(companyId: number, id: number): Promise<EquipmentCategoryView> {
    return toView(await findInCompany(this.categories, id, companyId));
  }

  /** A duplicate name answers 409 on name (uq_equipment_category_company_lower_name). */
  async create(companyId: number, input: EquipmentCategoryInput): Promise<EquipmentCategoryView> {
    return toView(await this.categories.save(this.categories.create({ ...input, companyId })));
  }

  async update(companyId: number, id: number, input: EquipmentCategoryInput): Promise<EquipmentCategoryView> {
    const category = await findInCompany(this.categories, id, companyId);
    return toView(await this.categories.save({ ...category, ...input }));
  }

  /** Refused (409) while a piece of equipment is in the category. */
  async remove(companyId: number, id: number): Promise<{ isSuccessful: true }> {
    await findInCompany(this.categories, id, companyId);
    if (await this.equipment.exists({ where: { equipmentCategoryId: id } })) throw new Conflict(EQUIPMENT_CATEGORY_MESSAGES.inUse);
    await this.categories.delete({ id, companyId });
    return { isSuccessful: true };
  }
}
