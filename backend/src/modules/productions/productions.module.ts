import { Module } from '@nestjs/common';
import { ProductionsController } from './productions.controller';
import { ProductionsService } from './productions.service';
import { ProductionHistoryService } from './production-history.service';

@Module({ controllers: [ProductionsController], providers: [ProductionsService, ProductionHistoryService] })
export class ProductionsModule {}
