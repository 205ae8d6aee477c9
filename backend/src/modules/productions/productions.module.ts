import { Module } from '@nestjs/common';
import { ProductionsController } from './productions.controller';
import { ProductionsService } from './productions.service';
import { TimecardImportService } from './timecard-import.service';
import { ProductionHistoryService } from './production-history.service';

@Module({ controllers: [ProductionsController], providers: [ProductionsService, TimecardImportService, ProductionHistoryService] })
export class ProductionsModule {}
