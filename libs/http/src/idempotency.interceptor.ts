import { createHash } from 'node:crypto';
import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Pool } from 'pg';
import { from, lastValueFrom, type Observable } from 'rxjs';
import { canonicalJson } from '@meridian/eventstore';
import { PG_POOL } from '@meridian/runtime';
import { AppError } from './app-error';
import { errorAnswer } from './error-envelope';
import { readRequestContext } from './request-context';

const REQUEST_ID = /^[A-Za-z0-9_-]{6,64}$/;
const LEGACY_RTOKEN = /^[A-Za-z0-9]{6,16}$/;
const IGNORED_FIELDS = new Set(['token', 'rtoken', 'lang']);

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

function fingerprint(req: Request): string {
  const strip = (value: unknown) =>
    Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).filter(([key]) => !IGNORED_FIELDS.has(key)));
  return createHash('sha256')
    .update(canonicalJson([req.method, req.path, strip(req.query), strip(req.body)]))
    .digest('hex');
}

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
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const ctx = readRequestContext(req);
    if (ctx.requestId === null) {
      if (ctx.legacy) throw AppError.badInput('request.rtokenRequired');
      return lastValueFrom(next.handle());
    }
    if (!(ctx.legacy ? LEGACY_RTOKEN : REQUEST_ID).test(ctx.requestId)) throw AppError.badInput('request.rtokenRequired');

    const scope = ctx.token ? `token:${createHash('sha256').update(ctx.token).digest('hex')}` : `ip:${ctx.ip}`;
    const print = fingerprint(req);
    const claimed = await this.pool.query(
      `INSERT INTO request_log (scope, request_id, fingerprint, status) VALUES ($1, $2, $3, 'pending')
       ON CONFLICT (scope, request_id) DO NOTHING RETURNING 1`,
      [scope, ctx.requestId, print],
    );
    if (claimed.rowCount === 0) return this.replay(scope, ctx.requestId, print, res, ctx.legacy);

    try {
      const answer = await lastValueFrom(next.handle(), { defaultValue: null });
      await this.remember(scope, ctx.requestId, res.statusCode || 200, answer);
      return answer;
    } catch (error) {
      if (error instanceof AppError) {
        const { httpStatus, body } = errorAnswer(error, ctx.lang);
        await this.remember(scope, ctx.requestId, httpStatus, body, true);
      } else {
        await this.pool.query('DELETE FROM request_log WHERE scope = $1 AND request_id = $2', [scope, ctx.requestId]);
      }
      throw error;
    }
  }

  private async remember(scope: string, requestId: string, httpStatus: number, response: unknown, isError = false): Promise<void> {
    await this.pool.query(
      `UPDATE request_log SET status = 'done', http_status = $3, response = $4 WHERE scope = $1 AND request_id = $2`,
      [scope, requestId, httpStatus, JSON.stringify({ isError, body: response })],
    );
  }

  private async replay(scope: string, requestId: string, print: string, res: Response, legacy: boolean): Promise<unknown> {
    const { rows } = await this.pool.query<{ fingerprint: string; status: string; http_status: number | null; response: { isError: boolean; body: unknown } | null }>(
      'SELECT fingerprint, status, http_status, response FROM request_log WHERE scope = $1 AND request_id = $2',
      [scope, requestId],
    );
    const row = rows[0];
    if (!row || row.fingerprint !== print) throw AppError.conflict('request.replayed');
    if (row.status === 'pending' || !row.response) throw AppError.conflict('request.inProgress');
    res.setHeader('Idempotent-Replayed', 'true');
    if (!legacy && row.http_status) res.status(row.http_status);
    return row.response.body;
  }
}
