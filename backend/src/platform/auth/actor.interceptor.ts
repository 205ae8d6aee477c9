import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import { runAsActor } from '../database/actor';
import type { AuthenticatedRequest } from './access.guard';

/**
 * Runs every authenticated request's handler as its user (platform/database/actor.ts), so each transaction it opens
 * records that user as the actor of the changes it makes to productions and time records.
 */
@Injectable()
export class ActorInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (!user) return next.handle();
    return new Observable((subscriber) => runAsActor(user.id, () => next.handle().subscribe(subscriber)));
  }
}
