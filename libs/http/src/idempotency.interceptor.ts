import { createParamDecorator, Inject, Injectable, SetMetadata, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ResponseShape } from './http-exchange';
import type { Pool } from 'pg';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { PG_POOL } from '@meridian/runtime';
import { DomainError } from '@meridian/decider';
import { AppError } from './app-error';
import { refusalOf } from './error-envelope';
import { EnvelopeCode } from './envelope';
import { readRequestContext, type RequestShape } from './request-context';
import { attachClaim } from './group-commit-idempotency.interceptor';
import {
  answeredWithEffect,
  answerRecordedWithEffect,
  claimOf,
  claimRequest,
  committedBeforeCrash,
  errorToStore,
  forgetClaim,
  keepSettledAnswer,
  rememberAnswer,
  replay,
  storedAnswer,
  type RequestClaim,
  type StoredAnswer,
} from './request-log';


const SETTLES_REPLAY = 'meridian:settles-replay';
const REPLAYED = Symbol('replayed-answer');
const reflector = new Reflector();

/**
 * Marks a route whose stored answer may be provisional: its effect committed with the answer, and what
 * follows from it (money arriving where it was sent) may come after. A repeat of its request id runs
 * the handler with the stored answer (`@Replayed()`) instead of sending it as it is: the handler never
 * acts again, it only waits for what follows and answers the fuller state, which is kept. When the
 * handler fails, the stored answer is sent.
 */
export const SettlesReplay = () => SetMetadata(SETTLES_REPLAY, true);

/** The stored answer a repeat of the request id is settling (`@SettlesReplay()` routes), or null on a first call. */
export const Replayed = createParamDecorator((_: unknown, host: ExecutionContext) => {
  const req = host.switchToHttp().getRequest<RequestShape & { [REPLAYED]?: StoredAnswer }>();
  return req[REPLAYED] ?? null;
});

/**
 * Invariant 4 at the edge: a request id (legacy `rtoken`, required on every `/web/` call, or the
 * `Idempotency-Key` header) is claimed before the handler runs. The same id with the same request
 * gets the first answer back; with another request it is refused; while the first is still running,
 * the repeat is told to wait. Only answers the customer saw are kept: an unexpected failure releases
 * the id so the customer can retry. An answer that carries a secret (a token, recovery codes) is kept
 * as a marker only, and its repeat is told to sign in again. A claim whose process died (kill -9) is
 * taken over by the retry: when something of the first try may have committed (`committedBeforeCrash`),
 * the retry is told it may have been carried out; when nothing committed, it runs once. A use case that
 * records its answer in its own transaction (`recordAnswerInTransaction`, with the claim from
 * `@Claimed()`) never leaves that doubt: after a crash its retry gets the answer its effects committed
 * with, and the interceptor writes nothing more after the handler when that answer is the one sent.
 * Whether a crashed claim committed is read from the events under its request id only; every use case
 * behind this interceptor puts the request id in its events' metadata or records its answer with them.
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
    const outcome = await claimRequest(this.pool, claim);
    if (outcome === 'held') {
      const stored = await storedAnswer(this.pool, claim);
      if (!stored) throw AppError.conflict('request.inProgress');
      if (!stored.isError && reflector.get<boolean | undefined>(SETTLES_REPLAY, context.getHandler())) return this.settle(claim, stored, req, res, ctx.legacy, next);
      return replay(stored, res, ctx.legacy);
    }
    // A use case that records its answer with its effects (`recordAnswerInTransaction`, the trading cores'
    // group commit) left the claim answered if they committed, and a retry after a crash was answered
    // above ('held'). Taken over, its claim is still pending: nothing of those use cases committed.
    // For the routes that answer after their commit, the effects may have committed without their answer.
    if (outcome === 'taken-over' && (await committedBeforeCrash(this.pool, claim))) {
      // The first try's effects may have committed but its answer died with its process: say so, never run it twice.
      const applied = new AppError('request.appliedBeforeRestart', EnvelopeCode.okOrRefused, 409);
      await rememberAnswer(this.pool, claim, errorToStore(applied, ctx.lang));
      throw applied;
    }
    attachClaim(req, claim);
    try {
      const answer = await lastValueFrom(next.handle(), { defaultValue: null });
      // Already committed with the effects: nothing more to write (a later, fuller answer replaces the one stored).
      if (!answerRecordedWithEffect(claim, answer)) await rememberAnswer(this.pool, claim, { httpStatus: res.statusCode || 200, body: answer, isError: false });
      return answer;
    } catch (thrown) {
      // A decider's refusal is the customer's answer as much as an AppError is: kept, so a retry reads it.
      const error = thrown instanceof DomainError ? refusalOf(thrown) : thrown;
      const answered = answeredWithEffect(claim);
      if (error instanceof AppError) await rememberAnswer(this.pool, claim, errorToStore(error, ctx.lang), answered ? 'if-pending' : false);
      else await forgetClaim(this.pool, claim, answered);
      throw error;
    }
  }

  /** A repeat on a `@SettlesReplay()` route: the handler, given the stored answer, answers the fuller state; nothing is claimed or run again. */
  private async settle(claim: RequestClaim, stored: StoredAnswer, req: RequestShape, res: ResponseShape, legacy: boolean, next: CallHandler): Promise<unknown> {
    (req as RequestShape & { [REPLAYED]?: StoredAnswer })[REPLAYED] = stored;
    let body: unknown;
    try {
      body = await lastValueFrom(next.handle(), { defaultValue: null });
    } catch {
      return replay(stored, res, legacy);
    }
    await keepSettledAnswer(this.pool, claim, stored, body);
    return replay({ ...stored, body }, res, legacy);
  }
}
