import { Module } from '@nestjs/common';
import { RolePermissionsController } from './role-permissions.controller';

@Module({ controllers: [RolePermissionsController] })
export class RolePermissionsModule {}
