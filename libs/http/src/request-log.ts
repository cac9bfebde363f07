import { createHash } from 'node:crypto';
import type { Pool, QueryConfig } from 'pg';
import { canonicalJson } from '@meridian/eventstore';
import { AppError } from './app-error';
import { errorAnswer } from './error-envelope';
import { pathOf, setResponseHeader, type ResponseShape } from './http-exchange';
import type { RequestContext, RequestShape } from './request-context';

const REQUEST_ID = /^[A-Za-z0-9_-]{6,64}$/;
const LEGACY_RTOKEN = /^[A-Za-z0-9]{6,16}$/;
const IGNORED_FIELDS = new Set(['token', 'rtoken', 'lang']);

/** Who a request id belongs to, and what the request was: the key and the fingerprint of `request_log`. */
export interface RequestClaim {
  scope: string;
  requestId: string;
  fingerprint: string;
}

/** An answer kept for a request id, as `request_log` stores it. */
export interface StoredAnswer {
  httpStatus: number;
  body: unknown;
  isError: boolean;
}

function fingerprint(req: RequestShape): string {
  const strip = (value: unknown) =>
    Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).filter(([key]) => !IGNORED_FIELDS.has(key)));
  return createHash('sha256')
    .update(canonicalJson([req.method, pathOf(req), strip(req.query), strip(req.body)]))
    .digest('hex');
}

/** The request's claim, or null when it carries no request id (refused on the legacy paths, where one is required). */
export function claimOf(req: RequestShape, ctx: RequestContext): RequestClaim | null {
  if (ctx.requestId === null) {
    if (ctx.legacy) throw AppError.badInput('request.rtokenRequired');
    return null;
  }
  if (!(ctx.legacy ? LEGACY_RTOKEN : REQUEST_ID).test(ctx.requestId)) throw AppError.badInput('request.rtokenRequired');
  const scope = ctx.token ? `token:${createHash('sha256').update(ctx.token).digest('hex')}` : `ip:${ctx.ip}`;
  return { scope, requestId: ctx.requestId, fingerprint: fingerprint(req) };
}

/** Claims the id before the work runs: false when it was claimed already. */
export async function claimRequest(pool: Pool, claim: RequestClaim): Promise<boolean> {
  const claimed = await pool.query(
    `INSERT INTO request_log (scope, request_id, fingerprint, status) VALUES ($1, $2, $3, 'pending')
     ON CONFLICT (scope, request_id) DO NOTHING RETURNING 1`,
    [claim.scope, claim.requestId, claim.fingerprint],
  );
  return claimed.rowCount !== 0;
}

/** Keeps the answer of a claimed id (`claimRequest` first), or records it outright with `insert`. */
export async function rememberAnswer(db: Pick<Pool, 'query'>, claim: RequestClaim, answer: StoredAnswer, insert = false): Promise<void> {
  const response = JSON.stringify({ isError: answer.isError, body: answer.body });
  if (insert) {
    await db.query(
      `INSERT INTO request_log (scope, request_id, fingerprint, status, http_status, response) VALUES ($1, $2, $3, 'done', $4, $5)
       ON CONFLICT (scope, request_id) DO NOTHING`,
      [claim.scope, claim.requestId, claim.fingerprint, answer.httpStatus, response],
    );
    return;
  }
  await db.query(`UPDATE request_log SET status = 'done', http_status = $3, response = $4 WHERE scope = $1 AND request_id = $2`, [
    claim.scope,
    claim.requestId,
    answer.httpStatus,
    response,
  ]);
}

/** The answers of a whole batch as one statement (null for none), for the caller's transaction (the spot core's group commit). */
export function rememberAnswersStatement(answers: { claim: RequestClaim; answer: StoredAnswer }[]): QueryConfig | null {
  if (answers.length === 0) return null;
  return {
    text: `INSERT INTO request_log (scope, request_id, fingerprint, status, http_status, response)
     SELECT scope, request_id, fingerprint, 'done', http_status, response::jsonb
       FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[]) AS a(scope, request_id, fingerprint, http_status, response)
     ON CONFLICT (scope, request_id) DO NOTHING`,
    values: [
      answers.map((a) => a.claim.scope),
      answers.map((a) => a.claim.requestId),
      answers.map((a) => a.claim.fingerprint),
      answers.map((a) => a.answer.httpStatus),
      answers.map((a) => JSON.stringify({ isError: a.answer.isError, body: a.answer.body })),
    ],
  };
}

export async function forgetClaim(pool: Pool, claim: RequestClaim): Promise<void> {
  await pool.query('DELETE FROM request_log WHERE scope = $1 AND request_id = $2', [claim.scope, claim.requestId]);
}

/** The stored answer of an id, or null when it was never used; another request under the same id is refused. */
export async function storedAnswer(pool: Pool, claim: RequestClaim): Promise<StoredAnswer | null> {
  const { rows } = await pool.query<StoredRow>('SELECT fingerprint, status, http_status, response FROM request_log WHERE scope = $1 AND request_id = $2', [
    claim.scope,
    claim.requestId,
  ]);
  return answerOf(rows[0], claim);
}

interface StoredRow {
  fingerprint: string;
  status: string;
  http_status: number | null;
  response: { isError: boolean; body: unknown } | null;
}

function answerOf(row: StoredRow | undefined, claim: RequestClaim): StoredAnswer | null {
  if (!row) return null;
  if (row.fingerprint !== claim.fingerprint) throw AppError.conflict('request.replayed');
  if (row.status === 'pending' || !row.response) throw AppError.conflict('request.inProgress');
  return { httpStatus: row.http_status ?? 200, body: row.response.body, isError: row.response.isError };
}

/**
 * `storedAnswer` for many requests at once: the lookups asked for while one I/O round is read are
 * answered by one query, so a burst of orders costs one round trip to PostgreSQL instead of one each.
 */
export class StoredAnswerLookups {
  private waiting: { claim: RequestClaim; resolve: (answer: StoredAnswer | null) => void; reject: (error: unknown) => void }[] = [];

  constructor(private readonly pool: Pool) {}

  find(claim: RequestClaim): Promise<StoredAnswer | null> {
    return new Promise((resolve, reject) => {
      if (this.waiting.push({ claim, resolve, reject }) === 1) setImmediate(() => void this.flush());
    });
  }

  private async flush(): Promise<void> {
    const batch = this.waiting;
    this.waiting = [];
    try {
      const { rows } = await this.pool.query<{ scope: string; request_id: string } & StoredRow>(
        `SELECT r.scope, r.request_id, r.fingerprint, r.status, r.http_status, r.response
           FROM request_log r JOIN unnest($1::text[], $2::text[]) AS k(scope, request_id) USING (scope, request_id)`,
        [batch.map((w) => w.claim.scope), batch.map((w) => w.claim.requestId)],
      );
      const found = new Map(rows.map((row) => [`${row.scope}\n${row.request_id}`, row]));
      for (const waiter of batch) {
        try {
          waiter.resolve(answerOf(found.get(`${waiter.claim.scope}\n${waiter.claim.requestId}`), waiter.claim));
        } catch (error) {
          waiter.reject(error);
        }
      }
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }
}

/** Sends a stored answer again, marked as a replay. */
export function replay(answer: StoredAnswer, res: ResponseShape, legacy: boolean): unknown {
  setResponseHeader(res, 'Idempotent-Replayed', 'true');
  if (!legacy) res.status(answer.httpStatus);
  return answer.body;
}

/** What a refused request answers, to keep under its id. */
export function errorToStore(error: AppError, lang: RequestContext['lang']): StoredAnswer {
  const { httpStatus, body } = errorAnswer(error, lang);
  return { httpStatus, body, isError: true };
}
