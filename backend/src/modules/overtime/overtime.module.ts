import { Module } from '@nestjs/common';
import { OvertimePoliciesController } from './overtime-policies.controller';
import { OvertimePoliciesService } from './overtime-policies.service';

@Module({
  controllers: [OvertimePoliciesController],
  providers: [OvertimePoliciesService],
})
export class OvertimeModule {}
