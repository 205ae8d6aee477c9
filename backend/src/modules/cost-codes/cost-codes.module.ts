import { Module } from '@nestjs/common';
import { CostCodeImportService } from './cost-code-import.service';
import { CostCodesController } from './cost-codes.controller';
import { CostCodesService } from './cost-codes.service';

@Module({
  controllers: [CostCodesController],
  providers: [CostCodesService, CostCodeImportService],
  exports: [CostCodesService],
})
export class CostCodesModule {}
