import { Module } from '@nestjs/common';
import { CostCodesModule } from '../cost-codes/cost-codes.module';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

@Module({
  imports: [CostCodesModule],
  controllers: [JobsController],
  providers: [JobsService],
})
export class JobsModule {}
