import { Module } from '@nestjs/common';
import { ProductionRequestsController, UserProductionRequestsController } from './production-requests.controller';
import { ProductionRequestsService } from './production-requests.service';

@Module({ controllers: [ProductionRequestsController, UserProductionRequestsController], providers: [ProductionRequestsService] })
export class ProductionRequestsModule {}
