import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Role } from '../roles/role.entity';
import { WorkType } from '../work-types/work-type.entity';
import { UserManager } from './user-manager.entity';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserManager, Role, WorkType])],
  controllers: [UsersController],
  providers: [UsersService],
})
export class UsersModule {}
