import { Module } from '@nestjs/common';
import { ProductionsController } from './productions.controller';
import { ProductionsService } from './productions.service';
import { TimecardImportService } from './timecard-import.service';
import { ProductionHistoryService } from './production-history.service';
import { StockpileController } from './stockpile.controller';
import { StockpileService } from './stockpile.service';
import { TimecardLocksSubscriber } from './timecard-locks.subscriber';

@Module({ controllers: [ProductionsController, StockpileController], providers: [ProductionsService, TimecardImportService, ProductionHistoryService, StockpileService, TimecardLocksSubscriber] })
export class ProductionsModule {}
