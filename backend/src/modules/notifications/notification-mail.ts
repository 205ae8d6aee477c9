/**
 * Notifications by email (docs/job-cost.md "Alerts"), when SMTP_URL is set: after the transaction that made them
 * commits (a TypeORM transaction subscriber; job-cost-alerts.ts keeps their ids on the transaction's query runner),
 * never inside it, and never failing the write: a mail that cannot be sent is logged. Each user's email in their
 * language (English or French).
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import type { DataSource, EntitySubscriberInterface, TransactionCommitEvent } from 'typeorm';
import type { AppConfig } from '../../platform/config/config';
import { APP_CONFIG } from '../../platform/platform.tokens';
import { CREATED_NOTIFICATIONS } from './job-cost-alerts';

interface MailRow {
  email: string;
  language: string;
  jobName: string;
  costCodeName: string;
  threshold: number;
  basis: 'cost' | 'hours';
  actual: string;
  budget: string;
}

const money = (value: string, language: string) =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'currency', currency: 'CAD' }).format(Number(value));
const hours = (value: string, language: string) => `${new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA').format(Number(value))} h`;
/** A threshold (80, 100) as its language writes a percent: "80%" in English, "80\u00a0%" in French (a no-break space). */
const percent = (threshold: number, language: string) =>
  new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', { style: 'percent' }).format(threshold / 100);

/** The subject and text of one notification's email. */
export function mailOf(row: MailRow): { subject: string; text: string } {
  const fr = row.language === 'fr';
  const figure = (v: string) => (row.basis === 'cost' ? money(v, row.language) : hours(v, row.language));
  const threshold = percent(row.threshold, row.language);
  const what = row.basis === 'cost'
    ? (fr ? 'du budget' : 'of its budget')
    : (fr ? 'des heures budgétées' : 'of its budgeted hours');
  const subject = fr
    ? `${row.jobName} : le code de coût ${row.costCodeName} a atteint ${threshold} ${what}`
    : `${row.jobName}: cost code ${row.costCodeName} reached ${threshold} ${what}`;
  const text = fr
    ? `Chantier : ${row.jobName}\nCode de coût : ${row.costCodeName}\nÀ ce jour : ${figure(row.actual)}\nBudget : ${figure(row.budget)}\n` +
      `Seuil : ${threshold}\n\nOuvrez Coût des chantiers dans Groundwork pour le détail.\n`
    : `Job: ${row.jobName}\nCost code: ${row.costCodeName}\nTo date: ${figure(row.actual)}\nBudget: ${figure(row.budget)}\n` +
      `Threshold: ${threshold}\n\nOpen Job Cost in Groundwork for the details.\n`;
  return { subject, text };
}

@Injectable()
export class NotificationMail implements EntitySubscriberInterface {
  private readonly logger = new Logger('NotificationMail');
  private readonly transport: Transporter | null;

  constructor(@InjectDataSource() private readonly ds: DataSource, @Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = config.smtpUrl ? createTransport(config.smtpUrl) : null;
    ds.subscribers.push(this);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A savepoint released inside the transaction broadcasts this too: only the outermost COMMIT sends.
    if (event.queryRunner.isTransactionActive) return;
    const data = event.queryRunner.data as Record<string, number[] | undefined>;
    const ids = data[CREATED_NOTIFICATIONS];
    if (!ids) return;
    delete data[CREATED_NOTIFICATIONS];
    if (this.transport) void this.send(this.transport, ids);
  }

  private async send(transport: Transporter, ids: number[]): Promise<void> {
    try {
      const rows = (await this.ds.query(
        `SELECT u.email, u.language, j.name AS "jobName", cc.name AS "costCodeName", n.threshold, n.basis, n.actual, n.budget
         FROM notification n JOIN "user" u ON u.id = n.user_id AND u.company_id = n.company_id
         JOIN job j ON j.id = n.job_id AND j.company_id = n.company_id
         JOIN cost_code cc ON cc.id = n.cost_code_id AND cc.company_id = n.company_id
         WHERE n.id = ANY($1::int[]) AND u.email IS NOT NULL AND u.email <> '' ORDER BY n.id`,
        [ids],
      )) as MailRow[];
      for (const row of rows) {
        try {
          await transport.sendMail({ from: this.config.smtpFrom, to: row.email, ...mailOf(row) });
        } catch (error) {
          this.logger.error(`A job cost alert could not be emailed: ${(error as Error).message}`);
        }
      }
    } catch (error) {
      this.logger.error(`Job cost alerts could not be emailed: ${(error as Error).message}`);
    }
  }
}
