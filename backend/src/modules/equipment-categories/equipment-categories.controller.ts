import { Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { PERMISSIONS } from '@groundwork/shared/domain';
import { equipmentCategorySchema, type EquipmentCategoryInput } from '@groundwork/shared/validation';
import { Access } from '../../platform/auth/access.decorator';
import { CompanyId } from '../../platform/auth/current-user.decorator';
import { IdParam, ZodBody } from '../../platform/validation/zod.pipe';
import { EquipmentCategoriesService } from './equipment-categories.service';

/** Static segment `categories`: Fastify's router prefers it over the equipment module's /api/equipment/:id. */
@Controller('api/equipment/categories')
export class EquipmentCategoriesController {
  constructor(private readonly categories: EquipmentCategoriesService) {}

  /** Any signed-in user of the company: the equipment forms and reports offer them. */
  @Get()
  @Access.signedIn()
  list(@CompanyId() companyId: number) {
    return this.categories.list(companyId);
  }

  @Get(':id')
  @Access.signedIn()
  get(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.categories.get(companyId, id);
  }

  @Post()
  @Access(PERMISSIONS.CONTENTS_EQUIPMENT_CATEGORIES)
  create(@CompanyId() companyId: number, @ZodBody(equipmentCategorySchema) body: EquipmentCategoryInput) {
    return this.categories.create(companyId, body);
  }

  @Put(':id')
  @Access(PERMISSIONS.CONTENTS_EQUIPMENT_CATEGORIES)
  update(@CompanyId() companyId: number, @IdParam() id: number, @ZodBody(equipmentCategorySchema) body: EquipmentCategoryInput) {
    return this.categories.update(companyId, id, body);
  }

  @Delete(':id')
  @Access(PERMISSIONS.CONTENTS_EQUIPMENT_CATEGORIES)
  remove(@CompanyId() companyId: number, @IdParam() id: number) {
    return this.categories.remove(companyId, id);
  }
}
