import { Module } from '@nestjs/common';
import { NotificationMail } from './notification-mail';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/** Notifications (issue 20, docs/job-cost.md "Alerts"): the routes of one's own, and their email after each commit. */
@Module({ controllers: [NotificationsController], providers: [NotificationsService, NotificationMail] })
export class NotificationsModule {}
