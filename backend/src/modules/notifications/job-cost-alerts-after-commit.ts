/**
 * Decides the job cost alerts of the cost codes a transaction changed, once it has committed (job-cost-alerts.ts): a
 * TypeORM transaction subscriber, awaited by the commit, so the write's answer leaves after its alerts are decided. The
 * write has committed by then: a decision that fails is logged and never fails the write; the next write of time on
 * the cost code decides it again.
 */
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { decideJobCostAlerts, pendingAlertCostCodes, takeChangedCostCodes } from './job-cost-alerts';

@Injectable()
export class JobCostAlertsAfterCommit implements EntitySubscriberInterface {
  private readonly logger = new Logger('JobCostAlerts');

  constructor(@InjectDataSource() ds: DataSource) {
    ds.subscribers.push(this);
  }

  async afterTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    // A savepoint released inside the transaction broadcasts this too: only the outermost COMMIT decides.
    if (event.queryRunner.isTransactionActive) return;
    const changed = takeChangedCostCodes(event.queryRunner);
    if (!changed) return;
    // On the write's own connection, still held: another one from the pool could wait for writes holding theirs.
    const runner = event.queryRunner;
    for (const [companyId, ids] of changed) {
      try {
        // Read first, outside a transaction: most writes of time leave nothing to decide (no budget, or both thresholds
        // of the budget raised already), and then need none.
        const pending = await pendingAlertCostCodes(runner.manager, companyId, [...ids]);
        if (pending.length === 0) continue;
        await runner.startTransaction();
        await decideJobCostAlerts(runner.manager, companyId, [...ids], pending);
        await runner.commitTransaction();
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
        this.logger.error(`Job cost alerts of cost codes ${[...ids].join(', ')} not decided: ${(error as Error).message}`);
      }
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) takeChangedCostCodes(event.queryRunner);
  }
}
