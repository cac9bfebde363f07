import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { adminApi, adminApiBlob, type QueryParams } from './admin-api';

type ListAnswer = { data: Record<string, unknown>[]; total?: number };
type RecordAnswer = { data: Record<string, unknown> };
/** A settings change that loosened a control answers the proposal a second staff member confirms beside `data`. */
type ChangeAnswer = RecordAnswer & { proposal?: Record<string, unknown> | null };

type ListParams = {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: string };
  filter?: Record<string, unknown>;
};

// Records whose API shape has no `id` get one from a field that is unique for them.
const idFieldOf: Record<string, string> = { 'customer-events': 'position', 'customer-balances': 'account' };

// Lists nested under a parent record, keyed by `${resource}:${target}`.
const referencePaths: Record<string, (id: Identifier) => string> = {
  'customer-events:customerId': (id) => `/customers/${encodeURIComponent(id)}/events`,
  'customer-balances:customerId': (id) => `/customers/${encodeURIComponent(id)}/balances`,
};

// docs/api.md gives these resources a list route and no `GET /:id`: a single record is found in the
// list, one status after the other (so it is found whether or not the server defaults the status),
// then without a status for anything newer.
const withId = <R extends RaRecord>(resource: string, record: Record<string, unknown>): R => {
  const idField = idFieldOf[resource];
  return (idField ? { ...record, id: record[idField] } : record) as R;
};

// Resources whose API path is not their name (lists and records alike).
const resourcePaths: Record<string, string> = {
  'contract-liquidations': '/contracts/liquidations',
  'earn-orders': '/earn/orders',
  'earn-products': '/earn/products',
  'coin-offerings': '/subscriptions/coins',
  'coin-subscriptions': '/subscriptions',
  // Four eyes: each service lists its own control-change proposals.
  'proposals-accounts': '/proposals/accounts',
  'proposals-trading': '/proposals/trading',
  'proposals-earn': '/proposals/earn',
  'proposals-kyc': '/proposals/kyc',
  'proposals-lending': '/proposals/lending',
  'proposals-engagement': '/proposals/engagement',
};
// Resources created by a PUT at the id the staff member chose (the API has no POST for them).
const createdAtTheirId = new Set(['earn-products', 'coin-offerings']);
const pathOf = (resource: string) => resourcePaths[resource] ?? `/${resource}`;

const recordPath = (resource: string, id: Identifier) => `${pathOf(resource)}/${encodeURIComponent(id)}`;

const listQuery = ({ pagination, sort, filter = {} }: ListParams): QueryParams => {
  const query: QueryParams = {};
  for (const [name, value] of Object.entries(filter)) {
    if (['string', 'number', 'boolean'].includes(typeof value)) query[name] = value as string | number | boolean;
  }
  if (pagination) Object.assign(query, { _page: pagination.page, _perPage: pagination.perPage });
  if (sort?.field) Object.assign(query, { _sort: sort.field, _order: sort.order });
  return query;
};

const fetchList = async <R extends RaRecord>(resource: string, path: string, params: ListParams) => {
  const answer = await adminApi<ListAnswer>(path, { query: listQuery(params) });
  const data = answer.data.map((record) => withId<R>(resource, record));
  return { data, total: answer.total ?? data.length };
};

const fetchOne = async <R extends RaRecord>(resource: string, id: Identifier) => {
  const answer = await adminApi<RecordAnswer>(recordPath(resource, id));
  return { data: withId<R>(resource, answer.data) };
};

const unsupported = (operation: string) => () => Promise.reject(new HttpError('app.errors.unsupported', 405, { operation }));

export type Decision = 'approve' | 'reject';
/** A finance decision on a loan: its path under `/loans/:id/`. */
export type LoanDecision = 'disburse' | 'reject' | 'approve-repayment' | 'reject-repayment';
/** Finance's decision on a coin offering after its window: allot by the published rule, or fail the issuance. */
export type OfferingDecision = 'allot' | 'fail';
export type DecisionBody = { note?: string } | { reason: string };

// Calls that are not CRUD: a decision on a deposit or a withdrawal, the proof image and the
// auditor's checks. Reached through react-admin's useDataProvider, so a 401 still logs out.
export type AppDataProvider = DataProvider & {
  decide: (
    resource: 'deposits' | 'withdrawals',
    id: Identifier,
    decision: Decision,
    body: DecisionBody,
    requestId: string,
  ) => Promise<{ data: RaRecord }>;
  depositProof: (id: Identifier) => Promise<{ data: Blob }>;
  ledgerCheck: <T>() => Promise<{ data: T }>;
  contractsHouse: <T>() => Promise<{ data: T }>;
  replayAccount: <T>(customerId: Identifier, at: string) => Promise<{ data: T }>;
  replaySpotAccount: <T>(customerId: Identifier, at: string) => Promise<{ data: T }>;
  kycImage: (imageId: string) => Promise<{ data: Blob }>;
  kycDecision: (id: Identifier, decision: Decision, body: { reason?: string }) => Promise<{ data: RaRecord }>;
  earnRedemptionDecision: (id: Identifier, decision: Decision, body: { reason?: string }) => Promise<{ data: RaRecord }>;
  /** A second staff member's decision on a control-change proposal, or the proposer's withdrawal. */
  proposalDecision: (resource: string, id: Identifier, decision: 'confirm' | 'reject' | 'withdraw', body: { reason?: string }) => Promise<{ data: RaRecord }>;
  earnLiabilities: <T>() => Promise<{ data: T }>;
  loanDecision: (id: Identifier, decision: LoanDecision, body: { reason?: string }) => Promise<{ data: RaRecord }>;
  loanBook: <T>() => Promise<{ data: T }>;
  etfOutstanding: <T>() => Promise<{ data: T }>;
  setEarnRate: (productId: Identifier, date: string, rate: string) => Promise<{ data: unknown }>;
  customerVip: <T>(customerId: Identifier) => Promise<{ data: T }>;
  fundPlatformAccount: (body: { requestId: string; to: string; amount: string; reason: string }) => Promise<{ data: unknown }>;
  setCustomerVip: (customerId: Identifier, level: number | null, reason: string) => Promise<{ data: unknown }>;
  platformAccounts: <T>() => Promise<{ data: T }>;
  loanImage: (imageId: string) => Promise<{ data: Blob }>;
  evaluateCredit: <T>(customerId: Identifier, score: number, reason: string) => Promise<{ data: T }>;
  offeringDecision: (symbol: Identifier, decision: OfferingDecision, body: { reason?: string }) => Promise<{ data: RaRecord }>;
  spotListing: <T>(coin: Identifier) => Promise<{ data: T }>;
  listSpotMarket: <T>(coin: Identifier, body: { tickSize: string; lotStep: string; reason: string }) => Promise<{ data: T }>;
  /** Publishing or archiving a notice or a content page (docs/engagement.md). */
  publication: (resource: 'notices' | 'content-pages', id: Identifier, action: 'publish' | 'archive', body: Record<string, unknown>) => Promise<{ data: RaRecord }>;
};

export const dataProvider: AppDataProvider = {
  getList: (resource, params) => fetchList(resource, pathOf(resource), params),

  getOne: (resource, { id }) => {
    return fetchOne(resource, id);
  },

  // The API has no "many ids" filter; the few records a reference needs are fetched one by one.
  getMany: async <R extends RaRecord>(resource: string, { ids }: { ids: Identifier[] }) => ({
    data: await Promise.all(ids.map(async (id) => (await fetchOne<R>(resource, id)).data)),
  }),

  getManyReference: (resource, { target, id, ...params }) => {
    const nestedPath = referencePaths[`${resource}:${target}`];
    if (nestedPath) return fetchList(resource, nestedPath(id), params);
    return fetchList(resource, pathOf(resource), { ...params, filter: { ...params.filter, [target]: id } });
  },

  create: async (resource, { data }) => {
    if (createdAtTheirId.has(resource)) {
      const { id, ...body } = data as { id: Identifier };
      const created = await adminApi<RecordAnswer>(recordPath(resource, id), { method: 'PUT', body });
      return { data: withId(resource, created.data) };
    }
    const answer = await adminApi<RecordAnswer>(`/${resource}`, { method: 'POST', body: data });
    return { data: withId(resource, answer.data) };
  },

  update: async (resource, { id, data }) => {
    const answer = await adminApi<ChangeAnswer | undefined>(recordPath(resource, id), {
      method: 'PUT',
      body: data,
    });
    // The record carries the proposal, if any, so the form can say the change waits for a second member.
    const proposal = answer?.proposal ? { proposal: answer.proposal } : {};
    return { data: withId(resource, answer?.data ? { ...answer.data, ...proposal } : { ...data, id }) };
  },

  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),

  decide: async (resource, id, decision, body, requestId) => {
    const answer = await adminApi<RecordAnswer | undefined>(`${recordPath(resource, id)}/${decision}`, {
      method: 'POST',
      body,
      idempotencyKey: requestId,
    });
    return { data: withId(resource, answer?.data ?? { id }) };
  },

  depositProof: async (id) => ({ data: await adminApiBlob(`${recordPath('deposits', id)}/proof`) }),

  ledgerCheck: async <T>() => ({ data: (await adminApi<{ data: T }>('/audit/ledger-check')).data }),
  contractsHouse: async <T>() => ({ data: (await adminApi<{ data: T }>('/contracts/house')).data }),

  replayAccount: async <T>(customerId: Identifier, at: string) => ({
    data: (await adminApi<{ data: T }>(`/audit/accounts/${encodeURIComponent(customerId)}/replay`, { query: { at } })).data,
  }),

  kycImage: async (imageId) => ({ data: await adminApiBlob(`/kyc/images/${encodeURIComponent(imageId)}`) }),

  kycDecision: async (id, decision, body) => {
    const answer = await adminApi<RecordAnswer>(`${recordPath('kyc', id)}/${decision}`, { method: 'POST', body });
    return { data: withId('kyc', answer.data) };
  },

  proposalDecision: async (resource, id, decision, body) => {
    const answer = await adminApi<RecordAnswer>(`${recordPath(resource, id)}/${decision}`, { method: 'POST', body });
    return { data: withId(resource, answer.data) };
  },

  earnRedemptionDecision: async (id, decision, body) => {
    const answer = await adminApi<RecordAnswer>(`${recordPath('earn-orders', id)}/${decision}-redemption`, { method: 'POST', body });
    return { data: withId('earn-orders', answer.data) };
  },

  earnLiabilities: async <T>() => ({ data: (await adminApi<{ data: T }>('/earn/liabilities/current')).data }),

  loanDecision: async (id, decision, body) => {
    const answer = await adminApi<RecordAnswer>(`${recordPath('loans', id)}/${decision}`, { method: 'POST', body });
    return { data: withId('loans', answer.data) };
  },

  fundPlatformAccount: async (body) => ({
    data: (await adminApi<{ data: unknown }>('/platform-accounts/fundings', { method: 'POST', body })).data,
  }),

  customerVip: async <T>(customerId: Identifier) => ({
    data: (await adminApi<{ data: T }>(`/customers/${encodeURIComponent(customerId)}/vip`)).data,
  }),

  setCustomerVip: async (customerId, level, reason) => ({
    data: (
      await adminApi<{ data: unknown }>(`/customers/${encodeURIComponent(customerId)}/vip`, { method: 'PUT', body: { level, reason } })
    ).data,
  }),

  publication: async (resource, id, action, body) => ({
    data: withId(resource, (await adminApi<RecordAnswer>(`${recordPath(resource, id)}/${action}`, { method: 'POST', body })).data),
  }),

  setEarnRate: async (productId, date, rate) => ({
    data: (await adminApi<{ data: unknown }>(`${recordPath('earn-products', productId)}/rates`, { method: 'PUT', body: { date, rate } }))
      .data,
  }),

  etfOutstanding: async <T>() => ({ data: (await adminApi<{ data: T }>('/earn/etf/outstanding')).data }),

  loanBook: async <T>() => ({ data: (await adminApi<{ data: T }>('/loans/book/current')).data }),

  platformAccounts: async <T>() => ({ data: (await adminApi<{ data: T }>('/platform-accounts')).data }),

  loanImage: async (imageId) => ({ data: await adminApiBlob(`/loans/images/${encodeURIComponent(imageId)}`) }),

  evaluateCredit: async <T>(customerId: Identifier, score: number, reason: string) => ({
    data: (await adminApi<{ data: T }>(`/credit/${encodeURIComponent(customerId)}`, { method: 'PUT', body: { score, reason } })).data,
  }),

  offeringDecision: async (symbol, decision, body) => {
    const answer = await adminApi<RecordAnswer>(`${recordPath('coin-offerings', symbol)}/${decision}`, { method: 'POST', body });
    return { data: withId('coin-offerings', answer.data) };
  },

  spotListing: async <T>(coin: Identifier) => ({ data: (await adminApi<{ data: T }>(`/spot-listings/${encodeURIComponent(coin)}`)).data }),

  listSpotMarket: async <T>(coin: Identifier, body: { tickSize: string; lotStep: string; reason: string }) => ({
    data: (await adminApi<{ data: T }>(`/spot-listings/${encodeURIComponent(coin)}`, { method: 'PUT', body })).data,
  }),

  replaySpotAccount: async <T>(customerId: Identifier, at: string) => ({
    data: (await adminApi<{ data: T }>(`/audit/spot/${encodeURIComponent(customerId)}/replay`, { query: { at } })).data,
  }),
};
