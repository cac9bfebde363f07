import { createParamDecorator, Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { ResponseShape } from './http-exchange';
import type { Pool } from 'pg';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { PG_POOL } from '@meridian/runtime';
import { DomainError } from '@meridian/decider';
import { AppError } from './app-error';
import { refusalOf } from './error-envelope';
import type { Lang } from './i18n/translate';
import { readRequestContext, type RequestShape } from './request-context';
import { claimOf, errorToStore, rememberAnswer, replay, StoredAnswerLookups, type RequestClaim, type StoredAnswer } from './request-log';

const CLAIM = Symbol('request-claim');

/** Hands the request's claim to the handler (`@Claimed()`), for a use case that records its answer with its effects. */
export function attachClaim(req: RequestShape, claim: RequestClaim): void {
  (req as RequestShape & { [CLAIM]?: RequestClaim })[CLAIM] = claim;
}

/** The claim of the request being handled, for the writer or use case that records its answer (null: no request id). */
export const Claimed = createParamDecorator((_: unknown, host: ExecutionContext) => {
  const req = host.switchToHttp().getRequest<RequestShape & { [CLAIM]?: RequestClaim }>();
  return req[CLAIM] ?? null;
});

/** What a request under an id comes to: its own answer, or the first answer given again. */
export interface RequestIdOutcome {
  replayed: boolean;
  answer: StoredAnswer;
}

/**
 * Invariant 4 for routes whose effect goes through a single writer with group commit (the spot core):
 * the answer is recorded in `request_log` by the writer, in the same transaction as the effect, instead
 * of a claim before and an update after (two more commits per request). Within this process, a repeat
 * that arrives while the first is running waits for its answer; afterwards the stored row answers it.
 * This is only sound where one process handles the route, which is what a single writer means. One
 * instance serves both ways into those routes (the Nest interceptor and the order gateway), so a
 * repeat is caught whichever way it comes.
 */
@Injectable()
export class GroupCommitRequestIds {
  private readonly running = new Map<string, { fingerprint: string; answer: Promise<StoredAnswer | null> }>();
  private readonly stored: StoredAnswerLookups;

  constructor(@Inject(PG_POOL) private readonly pool: Pool) {
    this.stored = new StoredAnswerLookups(pool);
  }

  /**
   * Runs `work` once for the claim. A refusal (AppError or a decider's DomainError) thrown by the work is kept as the id's answer
   * and thrown again; a refusal before the work started (another body under the same id) is not kept.
   */
  async run(claim: RequestClaim, lang: Lang, work: () => Promise<StoredAnswer>): Promise<RequestIdOutcome> {
    const key = `${claim.scope}\n${claim.requestId}`;
    const first = this.running.get(key);
    if (first) {
      if (first.fingerprint !== claim.fingerprint) throw AppError.conflict('request.replayed');
      const answer = await first.answer;
      if (!answer) throw AppError.conflict('request.inProgress');
      return { replayed: true, answer };
    }
    let settle: (answer: StoredAnswer | null) => void = () => undefined;
    this.running.set(key, { fingerprint: claim.fingerprint, answer: new Promise((resolve) => (settle = resolve)) });
    let started = false;
    try {
      const stored = await this.stored.find(claim);
      if (stored) {
        settle(stored);
        return { replayed: true, answer: stored };
      }
      started = true;
      const answer = await work();
      settle(answer);
      return { replayed: false, answer };
    } catch (thrown) {
      // A decider's refusal is kept as the answer as much as an AppError is, so a retry reads it.
      const error = thrown instanceof DomainError ? refusalOf(thrown) : thrown;
      if (error instanceof AppError && started) {
        const refused = errorToStore(error, lang);
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

/** The Nest side of `GroupCommitRequestIds`: for a route whose handler passes `@Claimed()` to the writer. */
@Injectable()
export class GroupCommitIdempotencyInterceptor implements NestInterceptor {
  constructor(private readonly requestIds: GroupCommitRequestIds) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return from(this.handle(context, next));
  }

  private async handle(context: ExecutionContext, next: CallHandler): Promise<unknown> {
    const req = context.switchToHttp().getRequest<RequestShape & { [CLAIM]?: RequestClaim }>();
    const res = context.switchToHttp().getResponse<ResponseShape>();
    const ctx = readRequestContext(req);
    const claim = claimOf(req, ctx);
    if (claim === null) return lastValueFrom(next.handle());
    const outcome = await this.requestIds.run(claim, ctx.lang, async () => {
      req[CLAIM] = claim;
      const body = await lastValueFrom(next.handle(), { defaultValue: null });
      return { httpStatus: res.statusCode || 200, body, isError: false };
    });
    return outcome.replayed ? replay(outcome.answer, res, ctx.legacy) : outcome.answer.body;
  }
}
