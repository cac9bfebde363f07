import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { ResponseShape } from './http-exchange';
import type { Pool } from 'pg';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { PG_POOL } from '@meridian/runtime';
import { AppError } from './app-error';
import { readRequestContext, type RequestShape } from './request-context';
import { claimOf, claimRequest, errorToStore, forgetClaim, rememberAnswer, replay, storedAnswer } from './request-log';

export const idempotencyMigrations = [
  {
    id: 'http-001-request-log',
    sql: `
      CREATE TABLE request_log (
        scope text NOT NULL,
        request_id text NOT NULL,
        fingerprint char(64) NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'done')),
        http_status integer,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, request_id)
      );
      CREATE INDEX request_log_created ON request_log (created_at);`,
  },
];

/**
 * Invariant 4 at the edge: a request id (legacy `rtoken`, required on every `/web/` call, or the
 * `Idempotency-Key` header) is claimed before the handler runs. The same id with the same request
 * gets the first answer back; with another request it is refused; while the first is still running,
 * the repeat is told to wait. Only answers the customer saw are kept: an unexpected failure releases
 * the id so the customer can retry.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return from(this.handle(context, next));
  }

  private async handle(context: ExecutionContext, next: CallHandler): Promise<unknown> {
    const req = context.switchToHttp().getRequest<RequestShape>();
    const res = context.switchToHttp().getResponse<ResponseShape>();
    const ctx = readRequestContext(req);
    const claim = claimOf(req, ctx);
    if (claim === null) return lastValueFrom(next.handle());
    if (!(await claimRequest(this.pool, claim))) {
      const stored = await storedAnswer(this.pool, claim);
      if (!stored) throw AppError.conflict('request.inProgress');
      return replay(stored, res, ctx.legacy);
    }
    try {
      const answer = await lastValueFrom(next.handle(), { defaultValue: null });
      await rememberAnswer(this.pool, claim, { httpStatus: res.statusCode || 200, body: answer, isError: false });
      return answer;
    } catch (error) {
      if (error instanceof AppError) await rememberAnswer(this.pool, claim, errorToStore(error, ctx.lang));
      else await forgetClaim(this.pool, claim);
      throw error;
    }
  }
}
