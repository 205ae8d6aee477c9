import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { forgetTimecardLocks } from './record-rules';

/** When a transaction ends (its outermost commit or rollback), the employees' timecards locks it held are forgotten. */
@Injectable()
export class TimecardLocksSubscriber implements EntitySubscriberInterface {
  constructor(@InjectDataSource() ds: DataSource) {
    ds.subscribers.push(this);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    forgetTimecardLocks(event.queryRunner);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    forgetTimecardLocks(event.queryRunner);
  }
}
