import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Production } from '../productions/production.entity';
import { User } from '../users/user.entity';
import { WorkType } from './work-type.entity';
import { WorkTypesController } from './work-types.controller';
import { WorkTypesService } from './work-types.service';

@Module({
  imports: [TypeOrmModule.forFeature([WorkType, Production, User])],
  controllers: [WorkTypesController],
  providers: [WorkTypesService],
})
export class WorkTypesModule {}
