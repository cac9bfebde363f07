import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';
import { api } from '../../shared/api/api';
import { refetchOnPush } from '../../shared/api/while-cached';

export type C2cRate = ApiModel<'C2cPublicRateResponseDto'>;
export type C2cOrder = ApiModel<'C2cOrderResponseDto'>;
export type C2cOrders = ApiModel<'C2cOrdersResponseDto'>;
export type C2cOrderStatus = C2cOrder['status'];
export type C2cPayment = C2cOrder['payment'];

export type NewC2cOrder = {
  amount: string;
  fiat: string;
  payment: C2cPayment;
};
export type NewC2cOrderMatchesServer = Holds<FitsBodyOf<NewC2cOrder, ApiBody<'PlaceC2cOrderDto'>>>;

export interface C2cProof {
  payer_name: string;
  payer_bank: string;
}
export type C2cProofMatchesServer = Holds<FitsBodyOf<C2cProof, ApiBody<'SubmitC2cProofDto'>>>;

/** The statuses an order still moves on from. */
export const OPEN_STATUSES: readonly C2cOrderStatus[] = ['unmatched', 'matched', 'proof_submitted'];
export const isOpen = (order: Pick<C2cOrder, 'status'>) => OPEN_STATUSES.includes(order.status);

const proofForm = ({ payer_name, payer_bank }: C2cProof, proof: File) => {
  const form = new FormData();
  form.append('payer_name', payer_name);
  form.append('payer_bank', payer_bank);
  form.append('proof', proof);
  return form;
};

// docs/c2c.md: the rates finance publishes, the customer's orders, placing one and sending its proof.
const c2cApi = api.enhanceEndpoints({ addTagTypes: ['C2cOrders'] }).injectEndpoints({
  endpoints: (build) => ({
    c2cRates: build.query<C2cRate[], void>({ query: () => ({ url: 'api/v1/c2c/rates' }), transformResponse: (answer: { items: C2cRate[] }) => answer.items }),
    c2cOrders: build.query<C2cOrders, void>({
      query: () => ({ url: 'api/v1/c2c/orders' }),
      providesTags: ['C2cOrders'],
      // An order that moved (docs/c2c.md) is pushed as 'c2c'; after a reconnection the list is read again.
      onCacheEntryAdded: (_args, entry) => refetchOnPush('c2c', () => entry.dispatch(c2cApi.util.invalidateTags(['C2cOrders'])), entry),
    }),
    c2cOrder: build.query<C2cOrder, string>({ query: (id) => ({ url: `api/v1/c2c/orders/${id}` }), providesTags: ['C2cOrders'] }),
    placeC2cOrder: build.mutation<C2cOrder, { key: string; body: NewC2cOrder }>({
      query: ({ key, body }) => ({ url: 'api/v1/c2c/orders', method: 'POST', body, idempotencyKey: key }),
      invalidatesTags: ['C2cOrders'],
    }),
    submitC2cProof: build.mutation<C2cOrder, { key: string; id: string; body: C2cProof; proof: File }>({
      query: ({ key, id, body, proof }) => ({ url: `api/v1/c2c/orders/${id}/proof`, method: 'POST', body: proofForm(body, proof), idempotencyKey: key }),
      invalidatesTags: ['C2cOrders'],
    }),
  }),
});

export const { useC2cRatesQuery, useC2cOrdersQuery, useC2cOrderQuery, usePlaceC2cOrderMutation, useSubmitC2cProofMutation } = c2cApi;
