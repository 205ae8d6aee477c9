import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { DeleteResult, Equipment as EquipmentView, JobEquipment as JobEquipmentView } from '@groundwork/shared/domain';
import type { EquipmentInput } from '@groundwork/shared/validation';
import { leanColumns, nest } from '../../platform/database/lean-columns';
import { Conflict, NotFound, ValidationFailed } from '../../platform/errors/domain-errors';
import { findInCompany } from '../../platform/tenancy/find-in-company';
import { EquipmentCategory } from '../equipment-categories/equipment-category.entity';
import { Job } from '../jobs/job.entity';
import { JobEquipment } from '../jobs/job-equipment.entity';
import { RECORD_MESSAGES } from '../productions/records.messages';
import { Equipment } from './equipment.entity';
import type { EquipmentGetQuery, EquipmentListQuery } from './equipment.schemas';

@Injectable()
export class EquipmentService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  private get equipment() {
    return this.ds.getRepository(Equipment);
  }

  private select(where: string): string {
    return (
      `SELECT ${leanColumns(this.ds, Equipment, 'e')}, ec.id AS "category.id", ec.name AS "category.name" ` +
      `FROM equipment e LEFT JOIN equipment_category ec ON ec.id = e.equipment_category_id WHERE ${where}`
    );
  }

  private static withCategory(row: Record<string, unknown>): EquipmentView {
    row.equipmentCategory = nest(row, 'category.');
    return row as unknown as EquipmentView;
  }

  /** The company's equipment by name, each with its category; inactive hidden with excludeInactive. */
  async list(companyId: number, query: EquipmentListQuery): Promise<EquipmentView[]> {
    const params: unknown[] = [companyId];
    const where = ['e.company_id = $1'];
    if (query.excludeInactive) where.push('e.is_active');
    if (query.name !== undefined) {
      params.push(query.name);
      where.push(`lower(e.name) = lower($${params.length})`);
    }
    const rows: Record<string, unknown>[] = await this.ds.query(`${this.select(where.join(' AND '))} ORDER BY e.name, e.id`, params);
    return rows.map(EquipmentService.withCategory);
  }

  /** One piece of equipment (404 outside the company), with the jobs it is put on when asked. */
  async get(companyId: number, id: number, query: Partial<EquipmentGetQuery> = {}): Promise<EquipmentView> {
    const [row] = await this.ds.query(this.select('e.id = $1 AND e.company_id = $2'), [id, companyId]);
    if (!row) throw new NotFound();
    const equipment = EquipmentService.withCategory(row);
    if (query.includeJobUtilization) {
      const rows: Record<string, unknown>[] = await this.ds.query(
        `SELECT ${leanColumns(this.ds, JobEquipment, 'je')}, ${leanColumns(this.ds, Job, 'j', { prefix: 'job.', omit: ['createdAt', 'updatedAt'] })} ` +
          'FROM job_equipment je JOIN job j ON j.id = je.job_id WHERE je.company_id = $1 AND je.equipment_id = $2 ORDER BY je.created_at DESC, je.id',
        [companyId, id],
      );
      equipment.jobUtilization = rows.map((r) => ({ ...r, job: nest(r, 'job.') }) as unknown as JobEquipmentView);
    }
    return equipment;
  }

  private async checkCategory(companyId: number, categoryId: number): Promise<void> {
    const found = await this.ds.getRepository(EquipmentCategory).exists({ where: { id: categoryId, companyId } });
    if (!found) throw new ValidationFailed({ equipmentCategoryId: RECORD_MESSAGES.unknownCategory });
  }

  async create(companyId: number, input: EquipmentInput): Promise<EquipmentView> {
    await this.checkCategory(companyId, input.equipmentCategoryId);
    const saved = await this.equipment.save(this.equipment.create({ ...input, companyId }));
    return this.get(companyId, saved.id);
  }

  async update(companyId: number, id: number, input: EquipmentInput): Promise<EquipmentView> {
    const equipment = await findInCompany(this.equipment, id, companyId);
    await this.checkCategory(companyId, input.equipmentCategoryId);
    await this.equipment.save(this.equipment.merge(equipment, input));
    return this.get(companyId, id);
  }

  /** Refused (409) while time record equipment lines use it; its job utilization goes with it. */
  async remove(companyId: number, id: number): Promise<DeleteResult> {
    await findInCompany(this.equipment, id, companyId);
    const [used] = await this.ds.query('SELECT 1 FROM production_equipment WHERE equipment_id = $1 LIMIT 1', [id]);
    if (used) throw new Conflict(RECORD_MESSAGES.equipmentHasRecords);
    await this.equipment.delete({ id, companyId });
    return { isSuccessful: true };
  }
}
