import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Equipment } from '../equipment/equipment.entity';
import { EquipmentCategoriesController } from './equipment-categories.controller';
import { EquipmentCategoriesService } from './equipment-categories.service';
import { EquipmentCategory } from './equipment-category.entity';

@Module({
  imports: [TypeOrmModule.forFeature([EquipmentCategory, Equipment])],
  controllers: [EquipmentCategoriesController],
  providers: [EquipmentCategoriesService],
})
export class EquipmentCategoriesModule {}
