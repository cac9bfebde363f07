import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Client, type ClientConfig, type Pool, type QueryConfig } from 'pg';
import { prepared } from '@meridian/database';
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

/** This process's own until `keyRequestFingerprints` is given the platform's key at start. */
let fingerprintKey: Buffer = randomBytes(32);

/**
 * Keys the request log's fingerprints with a key derived from the platform's key held outside the
 * database (`SECRETS_KEY` or the key file every process of an install shares), called once at start.
 * A fingerprint covers the whole body, passwords and codes included: as a plain SHA-256 a reader of
 * the table could try guesses of a password (or all 10^6 trade passwords) against it; keyed, only a
 * holder of the key can. A fingerprint stored before this was keyed no longer matches its retry,
 * which is refused as another request under the same id.
 */
export function keyRequestFingerprints(platformKey: Buffer): void {
  fingerprintKey = createHmac('sha256', platformKey).update('meridian request-log fingerprint v1').digest();
}

function fingerprint(req: RequestShape): string {
  const strip = (value: unknown) =>
    Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).filter(([key]) => !IGNORED_FIELDS.has(key)));
  return createHmac('sha256', fingerprintKey)
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

/**
 * How long a claim holds its id before a retry may take it over even though its owner looks alive.
 * No request runs this long (the HTTP layer gives up sooner); the owner's liveness (below) frees it
 * at once when the owning process is gone.
 */
export const CLAIM_LEASE_SECONDS = 120;

/** What claiming an id came to: ours to run, ours after a crashed owner (its effects may have committed), or someone else's. */
export type ClaimOutcome = 'claimed' | 'taken-over' | 'held';

/**
 * Claims the id before the work runs. A pending claim whose lease ran out, or whose owner process is
 * gone (its liveness connection to PostgreSQL no longer exists: kill -9, a crash, a restart of the
 * database), is taken over, so a key is never stuck "pending" after a crash.
 */
export async function claimRequest(pool: Pool, claim: RequestClaim): Promise<ClaimOutcome> {
  const owner = await processOwner(pool);
  const { rows } = await pool.query<{ fresh: boolean }>(
    `INSERT INTO request_log AS r (scope, request_id, fingerprint, status, owner, lease_until)
     VALUES ($1, $2, $3, 'pending', $4, now() + make_interval(secs => $5))
     ON CONFLICT (scope, request_id) DO UPDATE SET owner = EXCLUDED.owner, lease_until = EXCLUDED.lease_until
       WHERE r.status = 'pending' AND r.fingerprint = EXCLUDED.fingerprint
         AND (r.lease_until IS NULL OR r.lease_until < now() OR ${OWNER_GONE})
     RETURNING (xmax = 0) AS fresh`,
    [claim.scope, claim.requestId, claim.fingerprint, owner, CLAIM_LEASE_SECONDS],
  );
  if (rows.length === 0) return 'held';
  return rows[0]!.fresh ? 'claimed' : 'taken-over';
}

/** `r.owner` names a PostgreSQL backend (`pid/backend_start`) that no longer exists. */
const OWNER_GONE = `(r.owner IS NULL OR NOT EXISTS (
  SELECT 1 FROM pg_stat_activity a WHERE a.pid = split_part(r.owner, '/', 1)::int AND a.backend_start = split_part(r.owner, '/', 2)::timestamptz))`;

const owners = new WeakMap<Pool, Promise<string | null>>();

/**
 * This process's identity as a claim owner: one connection of its own, held for the life of the
 * process, named by its backend pid and start time. When the process dies, PostgreSQL ends that
 * backend and every claim the process held can be taken over. Null (lease expiry only) when the
 * connection cannot be made.
 */
function processOwner(pool: Pool): Promise<string | null> {
  let owner = owners.get(pool);
  if (!owner) {
    owner = connectOwner(pool);
    owners.set(pool, owner);
  }
  return owner;
}

async function connectOwner(pool: Pool): Promise<string | null> {
  const client = new Client((pool as Pool & { options: ClientConfig }).options);
  const forget = () => owners.delete(pool);
  client.on('error', forget);
  client.on('end', forget);
  try {
    await client.connect();
    // The connection must not keep a process (or a test run) alive on its own.
    (client as Client & { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    const { rows } = await client.query<{ owner: string }>(`SELECT pg_backend_pid() || '/' || backend_start::text AS owner FROM pg_stat_activity WHERE pid = pg_backend_pid()`);
    return rows[0]?.owner ?? null;
  } catch {
    forget();
    await client.end().catch(() => undefined);
    return null;
  }
}

/**
 * Whether the work of a crashed claim committed: an event recorded since the claim was made under
 * this very request id. Every use case behind `IdempotencyInterceptor` either puts the request id in
 * the metadata of the events it appends, or records its answer in `request_log` in the transaction
 * of its effect (`recordAnswerInTransaction`, a trading core's group commit), in which case a retry
 * after a crash finds that answer and never gets here. Nothing is guessed from other events of the
 * same customer (a settlement, a payout, a transfer under no request id are not this request's).
 * When the claim is a customer's (its scope is a session's token), an event that names another
 * customer is not this request's either, whatever id it was sent under. The answer died with the
 * process, so the retry is told the request may have been carried out instead of running it twice.
 */
export async function committedBeforeCrash(pool: Pool, claim: RequestClaim): Promise<boolean> {
  const customers = await pool
    .query<{ customer_id: string | null }>(
      `SELECT DISTINCT e.metadata->>'customerId' AS customer_id
         FROM request_log r JOIN events e ON e.metadata->>'requestId' = r.request_id AND e.recorded_at >= r.created_at
        WHERE r.scope = $1 AND r.request_id = $2`,
      [claim.scope, claim.requestId],
    )
    .then(
      (result) => result.rows.map((row) => row.customer_id),
      () => [] as (string | null)[], // a database without the event store: nothing of this request committed there
    );
  if (customers.length === 0) return false;
  const owner = await sessionCustomer(pool, claim.scope);
  // An event that names no customer, or a claim whose customer is unknown, counts: on the safe side.
  return owner === null || customers.some((customer) => customer === null || customer === owner);
}

/** The customer whose session token the scope stands for, or null (an address scope, an unknown or purged session, no sessions table). */
async function sessionCustomer(pool: Pool, scope: string): Promise<string | null> {
  if (!scope.startsWith('token:')) return null;
  return pool.query<{ customer_id: string }>(`SELECT customer_id::text FROM customer_sessions WHERE token_hash = $1`, [scope.slice('token:'.length)]).then(
    (result) => result.rows[0]?.customer_id ?? null,
    () => null,
  );
}

/** Keeps the answer of a claimed id (`claimRequest` first), or records it outright with `insert`. */
export async function rememberAnswer(db: Pick<Pool, 'query'>, claim: RequestClaim, answer: StoredAnswer, insert: boolean | 'if-pending' = false): Promise<void> {
  const response = storedResponse(answer);
  if (insert === true) {
    await db.query(
      `INSERT INTO request_log (scope, request_id, fingerprint, status, http_status, response) VALUES ($1, $2, $3, 'done', $4, $5)
       ON CONFLICT (scope, request_id) DO NOTHING`,
      [claim.scope, claim.requestId, claim.fingerprint, answer.httpStatus, response],
    );
    return;
  }
  // 'if-pending': an answer the use case committed with its effects is never replaced by a later refusal.
  const unlessAnswered = insert === 'if-pending' ? ` AND status = 'pending'` : '';
  await db.query(`UPDATE request_log SET status = 'done', http_status = $3, response = $4 WHERE scope = $1 AND request_id = $2${unlessAnswered}`, [
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
     ON CONFLICT (scope, request_id) DO UPDATE SET status = 'done', http_status = EXCLUDED.http_status, response = EXCLUDED.response
       WHERE request_log.status = 'pending' AND request_log.fingerprint = EXCLUDED.fingerprint`,
    values: [
      answers.map((a) => a.claim.scope),
      answers.map((a) => a.claim.requestId),
      answers.map((a) => a.claim.fingerprint),
      answers.map((a) => a.answer.httpStatus),
      answers.map((a) => storedResponse(a.answer)),
    ],
  };
}

/**
 * Records the answer of a claimed id inside the use case's own transaction, so the answer commits
 * with the effects or not at all: a retry after a crash finds either the answer (the effects
 * committed) or a pending claim with nothing committed under it (it runs once). The claim the
 * interceptor made is completed; an id answered meanwhile by another process (its lease ran out)
 * refuses the transaction, so the effects never happen twice. An answer carrying a secret is kept as
 * a marker only, as everywhere. No claim (a request without an id): nothing to record.
 */
export async function recordAnswerInTransaction(client: Pick<Pool, 'query'>, claim: RequestClaim | null, httpStatus: number, body: unknown): Promise<void> {
  if (!claim) return;
  const answer: StoredAnswer = { httpStatus, body, isError: false };
  const { rowCount } = await client.query(
    `INSERT INTO request_log AS r (scope, request_id, fingerprint, status, http_status, response) VALUES ($1, $2, $3, 'done', $4, $5)
     ON CONFLICT (scope, request_id) DO UPDATE SET status = 'done', http_status = EXCLUDED.http_status, response = EXCLUDED.response
       WHERE r.status = 'pending' AND r.fingerprint = EXCLUDED.fingerprint`,
    [claim.scope, claim.requestId, claim.fingerprint, httpStatus, storedResponse(answer)],
  );
  if (rowCount === 0) throw AppError.conflict('request.inProgress');
  answeredInTransaction.set(claim, comparable(body));
}

/**
 * What a use case needs to record its answer with its effects: the claim (from `@Claimed()`), the
 * status the route answers with, and how its result becomes the body the route sends.
 */
export interface AnswerWithEffect<Result> {
  claim: RequestClaim;
  httpStatus: number;
  body: (result: Result) => unknown;
}

const comparable = (body: unknown) => canonicalJson(JSON.parse(JSON.stringify(body ?? null)));

/** The answers use cases recorded with their effects (`recordAnswerInTransaction`), by claim, as canonical JSON. */
const answeredInTransaction = new WeakMap<RequestClaim, string>();

/** Whether `body` is what the use case already recorded for this claim in its transaction (the interceptor then writes nothing more). */
export function answerRecordedWithEffect(claim: RequestClaim, body: unknown): boolean {
  const recorded = answeredInTransaction.get(claim);
  return recorded !== undefined && recorded === comparable(body);
}

/** Whether a use case recorded an answer for this claim in a transaction (which may still have rolled back). */
export function answeredWithEffect(claim: RequestClaim): boolean {
  return answeredInTransaction.has(claim);
}

/**
 * For a use case whose first effect another writer commits, recording the answer with it (a trading
 * core's group commit, asked through a port, perhaps in another process): from the moment `body` is
 * handed over, the claim may be answered by that commit. The interceptor treats it as it treats
 * `recordAnswerInTransaction`: it writes nothing more when the answer it sends is this one, a refusal
 * never replaces an answer that commit wrote, and a failure does not release it.
 */
export function answerHandedToWriter(claim: RequestClaim, body: unknown): void {
  answeredInTransaction.set(claim, comparable(body));
}

/**
 * Keeps what a repeat of a request id answered after it waited on a stored answer (`@SettlesReplay()`),
 * when it is not the stored one: the fuller answer, that every later repeat gets.
 */
export async function keepSettledAnswer(pool: Pick<Pool, 'query'>, claim: RequestClaim, stored: StoredAnswer, body: unknown): Promise<void> {
  if (comparable(body) === comparable(stored.body)) return;
  await rememberAnswer(pool, claim, { httpStatus: stored.httpStatus, body, isError: false });
}

/** Field names whose values are secrets: a bearer token, a code, a password, an authenticator secret. */
const SECRET_FIELD = /token|secret|password|recovery|otpauth/i;

/** Whether an answer carries a secret anywhere in it (a login's token, recovery codes, an authenticator secret). */
export function carriesSecret(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object' || depth > 12) return false;
  if (Array.isArray(value)) return value.some((item) => carriesSecret(item, depth + 1));
  return Object.entries(value as Record<string, unknown>).some(([key, item]) => (SECRET_FIELD.test(key) && isSecretValue(item)) || carriesSecret(item, depth + 1));
}

/** A secret is text (or a list of texts): flags such as `transaction_password: 1` or `hasTradePassword: true` are not. */
function isSecretValue(item: unknown): boolean {
  if (typeof item === 'string') return item !== '';
  return Array.isArray(item) && item.some((entry) => typeof entry === 'string' && entry !== '');
}

/**
 * What `request_log.response` keeps of an answer. An answer that carries a secret is never stored
 * (anyone who reads the table would hold the customer's session): a marker stands for it, and a
 * repeat of the request id is told to sign in again instead of getting the old token.
 */
function storedResponse(answer: StoredAnswer): string {
  if (!answer.isError && carriesSecret(answer.body)) return JSON.stringify({ isError: false, secret: true });
  return JSON.stringify({ isError: answer.isError, body: answer.body });
}

/** Releases a claim after an unexpected failure; `keepAnswer`: an answer committed with the effects stays. */
export async function forgetClaim(pool: Pool, claim: RequestClaim, keepAnswer = false): Promise<void> {
  await pool.query(`DELETE FROM request_log WHERE scope = $1 AND request_id = $2${keepAnswer ? ` AND status = 'pending'` : ''}`, [claim.scope, claim.requestId]);
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
  response: { isError: boolean; body?: unknown; secret?: true } | null;
}

function answerOf(row: StoredRow | undefined, claim: RequestClaim): StoredAnswer | null {
  if (!row) return null;
  if (row.fingerprint !== claim.fingerprint) throw AppError.conflict('request.replayed');
  if (row.status === 'pending' || !row.response) throw AppError.conflict('request.inProgress');
  if (row.response.secret) throw AppError.reLogin('request.signInAgain');
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
        prepared({
          text: `SELECT r.scope, r.request_id, r.fingerprint, r.status, r.http_status, r.response
                   FROM request_log r JOIN unnest($1::text[], $2::text[]) AS k(scope, request_id) USING (scope, request_id)`,
          values: [batch.map((w) => w.claim.scope), batch.map((w) => w.claim.requestId)],
        }),
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
