import { Module } from '@nestjs/common';
import { JobCostController } from './job-cost.controller';
import { JobCostService } from './job-cost.service';

/** Job cost (issue 20, docs/job-cost.md): the read of a job's cost per cost code. */
@Module({ controllers: [JobCostController], providers: [JobCostService] })
export class JobCostModule {}
