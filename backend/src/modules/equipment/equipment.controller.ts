import { Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { equipmentSchema, type EquipmentInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId } from '../../platform/auth/current-user.decorator';
import { IdParam, ZodBody, ZodQuery } from '../../platform/validation/zod.pipe';
import { equipmentGetQuerySchema, equipmentListQuerySchema, type EquipmentGetQuery, type EquipmentListQuery } from './equipment.schemas';
import { EquipmentService } from './equipment.service';

const P = PERMISSIONS;

/** /api/equipment/categories is another module's: Fastify matches that static segment before `:id`. */
@Controller('api/equipment')
export class EquipmentController {
  constructor(private readonly equipment: EquipmentService) {}

  /** Any signed-in user of the company: time record equipment lines pick from it. */
  @Get()
  @Access.signedIn()
  list(@CompanyId() companyId: number, @ZodQuery(equipmentListQuerySchema) query: EquipmentListQuery) {
    return this.equipment.list(companyId, query);
  }

  @Get(':id')
  @Access.signedIn()
  get(@CompanyId() companyId: number, @IdParam() id: number, @ZodQuery(equipmentGetQuerySchema) query: EquipmentGetQuery) {
    return this.equipment.get(companyId, id, query);
  }

  @Post()
  @Access(P.EQUIPMENT_CREATE)
  create(@CompanyId() companyId: number, @ZodBody(equipmentSchema) body: EquipmentInput) {
    return this.equipment.create(companyId, body);
  }

  @Put(':id')
  @Access(P.EQUIPMENT_UPDATE)
  update(@CompanyId() companyId: number, @IdParam() id: number, @ZodBody(equipmentSchema) body: EquipmentInput) {
    return this.equipment.update(companyId, id, body);
  }

  @Delete(':id')
  @Access(P.EQUIPMENT_DELETE)
  remove(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.equipment.remove(companyId, id);
  }
}
