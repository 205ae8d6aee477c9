/**
 * Who is changing the data, for the audit trail of productions and time records (docs/records.md, "History of a
 * record"). The history triggers read the transaction-local setting `groundwork.actor_id`, and refuse a change of a
 * record while it is unset. It is set in ONE place: at the start of every TypeORM transaction (ActorSubscriber), from
 * the actor of the async context the transaction runs in; every request's handler runs in one that names the user the
 * access guard signed in (auth/actor-context.ts). Transaction-local (`set_config(..., true)`), so it never outlives
 * the transaction: a pooled connection carries nothing to its next user, and on the embedded database (one session
 * multiplexed over every connection, one transaction at a time) no other connection can see it.
 *
 * Code that writes records outside a request (the demo seed, the benchmark seed, tests' fixtures) names its actor with
 * runAsActor('system', ...). A write of productions outside any transaction is refused by the triggers, which is why
 * every write path uses `dataSource.transaction(...)` (TypeORM's save and remove open one themselves).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { EventSubscriber, type EntityManager, type EntitySubscriberInterface, type QueryRunner, type TransactionStartEvent } from 'typeorm';

/** A user id, or `system` for the seed and the command line (the history shows "System"). */
export type Actor = number | 'system';

/** The context holds a function: a request's context opens before the access guard knows who signed in. */
const actors = new AsyncLocalStorage<() => Actor | undefined>();

/** Runs `work` (and everything it awaits) with `actor` as the actor of every transaction it opens. */
export function runAsActor<T>(actor: Actor, work: () => T): T {
  return actors.run(() => actor, work);
}

/** Runs `work` with the actor `resolve` answers when each transaction starts (none while it answers undefined). */
export function runWithActorOf<T>(resolve: () => Actor | undefined, work: () => T): T {
  return actors.run(resolve, work);
}

/** Names the actor of the transaction `db` is in (for code handed a transaction opened elsewhere). */
export async function setTransactionActor(db: EntityManager | QueryRunner, actor: Actor): Promise<void> {
  await db.query(`SELECT set_config('groundwork.actor_id', $1, true)`, [String(actor)]);
}

/** Sets the transaction's actor when a transaction (or savepoint) starts in a context that has one. */
@EventSubscriber()
export class ActorSubscriber implements EntitySubscriberInterface {
  async afterTransactionStart(event: TransactionStartEvent): Promise<void> {
    const actor = actors.getStore()?.();
    if (actor !== undefined) await setTransactionActor(event.queryRunner, actor);
  }
}
