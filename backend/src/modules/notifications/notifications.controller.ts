import { Controller, Get, HttpCode, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Access } from '../../platform/auth/access.decorator';
import { CurrentUser } from '../../platform/auth/current-user.decorator';
import type { SessionClaims } from '../../platform/auth/session-claims';
import { sendJson } from '../../platform/database/json-sql';
import { IdParam } from '../../platform/validation/zod.pipe';
import { NotificationsService } from './notifications.service';

/** The caller's own notifications (docs/job-cost.md "Alerts"): any signed-in user, who only ever sees their own. */
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  /** `{ items, unreadCount }`: the newest 50 first, and how many are unread. */
  @Get()
  @Access.signedIn()
  async list(@CurrentUser() user: SessionClaims, @Res({ passthrough: true }) reply: FastifyReply) {
    return sendJson(reply, await this.notifications.listJson(user));
  }

  /** Marks it read (`{ id, readAt }`); someone else's notification answers 404. */
  @Post(':id/read')
  @HttpCode(200)
  @Access.signedIn()
  markRead(@CurrentUser() user: SessionClaims, @IdParam() id: number) {
    return this.notifications.markRead(user, id);
  }
}
