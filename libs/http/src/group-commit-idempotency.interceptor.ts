import { createParamDecorator, Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Pool } from 'pg';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { PG_POOL } from '@meridian/runtime';
import { AppError } from './app-error';
import { readRequestContext } from './request-context';
import { claimOf, errorToStore, rememberAnswer, replay, storedAnswer, type RequestClaim, type StoredAnswer } from './request-log';

const CLAIM = Symbol('request-claim');

/** The claim of the request being handled, for the writer that records its answer (null: no request id). */
export const Claimed = createParamDecorator((_: unknown, host: ExecutionContext) => {
  const req = host.switchToHttp().getRequest<Request & { [CLAIM]?: RequestClaim }>();
  return req[CLAIM] ?? null;
});

/**
 * Invariant 4 for a route whose effect goes through a single writer with group commit (the spot core):
 * the answer is recorded in `request_log` by the writer, in the same transaction as the effect, instead
 * of a claim before and an update after (two more commits per request). Within this process, a repeat
 * that arrives while the first is running waits for its answer; afterwards the stored row answers it.
 * This is only sound where one process handles the route, which is what a single writer means.
 */
@Injectable()
export class GroupCommitIdempotencyInterceptor implements NestInterceptor {
  private readonly running = new Map<string, { fingerprint: string; answer: Promise<StoredAnswer | null> }>();

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return from(this.handle(context, next));
  }

  private async handle(context: ExecutionContext, next: CallHandler): Promise<unknown> {
    const req = context.switchToHttp().getRequest<Request & { [CLAIM]?: RequestClaim }>();
    const res = context.switchToHttp().getResponse<Response>();
    const ctx = readRequestContext(req);
    const claim = claimOf(req, ctx);
    if (claim === null) return lastValueFrom(next.handle());
    const key = `${claim.scope}\n${claim.requestId}`;
    const first = this.running.get(key);
    if (first) {
      if (first.fingerprint !== claim.fingerprint) throw AppError.conflict('request.replayed');
      const answer = await first.answer;
      if (!answer) throw AppError.conflict('request.inProgress');
      return replay(answer, res, ctx.legacy);
    }
    let settle: (answer: StoredAnswer | null) => void = () => undefined;
    this.running.set(key, { fingerprint: claim.fingerprint, answer: new Promise((resolve) => (settle = resolve)) });
    try {
      const stored = await storedAnswer(this.pool, claim);
      if (stored) {
        settle(stored);
        return replay(stored, res, ctx.legacy);
      }
      req[CLAIM] = claim;
      const body = await lastValueFrom(next.handle(), { defaultValue: null });
      settle({ httpStatus: res.statusCode || 200, body, isError: false });
      return body;
    } catch (error) {
      if (error instanceof AppError && req[CLAIM]) {
        const refused = errorToStore(error, ctx.lang);
        await rememberAnswer(this.pool, claim, refused, true);
        settle(refused);
      } else {
        settle(null);
      }
      throw error;
    } finally {
      this.running.delete(key);
    }
  }
}
