import { Module } from '@nestjs/common';
import { EquipmentController } from './equipment.controller';
import { EquipmentImportService } from './equipment-import.service';
import { EquipmentService } from './equipment.service';

@Module({ controllers: [EquipmentController], providers: [EquipmentService, EquipmentImportService] })
export class EquipmentModule {}
