import { Module } from '@nestjs/common';
import { JobCostAlertsAfterCommit } from './job-cost-alerts-after-commit';
import { NotificationMail } from './notification-mail';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/**
 * Notifications (issue 20, docs/job-cost.md "Alerts"): the routes of one's own, the job cost alerts decided after each
 * commit and their email.
 */
@Module({ controllers: [NotificationsController], providers: [NotificationsService, JobCostAlertsAfterCommit, NotificationMail] })
export class NotificationsModule {}
