import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';
import { api } from '../../shared/api/api';
import { itemsOf } from '../../shared/api/items-of';

export type EarnProduct = ApiModel<'EarnProductResponseDto'>;
export type EarnOrder = ApiModel<'EarnOrderResponseDto'>;
export type EarnOrderDetail = ApiModel<'EarnOrderDetailResponseDto'>;
export type EarnStatus = EarnOrder['status'];
export type EarnCover = ApiModel<'EarnCoverResponseDto'>;
export type EarnKind = EarnProduct['kind'];
export type VipStanding = ApiModel<'VipStandingResponseDto'>;
export type Reserve = ApiModel<'ReserveResponseDto'>;
export interface NewEarnOrder {
  productId: string;
  amount: string;
}
export type NewEarnOrderMatchesServer = Holds<FitsBodyOf<NewEarnOrder, ApiBody<'PurchaseEarnRequestDto'>>>;

// docs/earn.md: products, purchases, orders and early redemption.
const earnApi = api.enhanceEndpoints({ addTagTypes: ['EarnOrders'] }).injectEndpoints({
  endpoints: (build) => ({
    // One product set (custody, vip), or every product (to find the one being bought).
    earnProducts: build.query<EarnProduct[], EarnKind | void>({
      query: (kind) => ({ url: 'api/v1/earn/products', params: kind ? { kind } : {} }),
      transformResponse: itemsOf<EarnProduct>,
    }),
    // What the live orders may cost, and the balance of the account that pays them (both public).
    earnCover: build.query<EarnCover, void>({ query: () => ({ url: 'api/v1/earn/cover' }) }),
    vipStanding: build.query<VipStanding, void>({ query: () => ({ url: 'api/v1/vip' }), providesTags: ['EarnOrders'] }),
    reserves: build.query<Reserve[], void>({ query: () => ({ url: 'api/v1/reserves' }), transformResponse: itemsOf<Reserve> }),
    earnOrders: build.query<EarnOrder[], void>({
      query: () => ({ url: 'api/v1/earn/orders' }),
      transformResponse: itemsOf<EarnOrder>,
      providesTags: ['EarnOrders'],
    }),
    earnOrder: build.query<EarnOrderDetail, string>({
      query: (id) => ({ url: `api/v1/earn/orders/${id}` }),
      providesTags: ['EarnOrders'],
    }),
    purchaseEarn: build.mutation<EarnOrderDetail, { key: string; body: NewEarnOrder }>({
      query: ({ key, body }) => ({ url: 'api/v1/earn/orders', method: 'POST', body: { ...body }, idempotencyKey: key }),
      invalidatesTags: ['EarnOrders', 'Assets'],
    }),
    redeemEarn: build.mutation<EarnOrderDetail, { key: string; id: string }>({
      query: ({ key, id }) => ({ url: `api/v1/earn/orders/${id}/redeem`, method: 'POST', body: {}, idempotencyKey: key }),
      invalidatesTags: ['EarnOrders'],
    }),
  }),
});

export const {
  useEarnProductsQuery,
  useEarnCoverQuery,
  useReservesQuery,
  useVipStandingQuery,
  useEarnOrdersQuery,
  useEarnOrderQuery,
  usePurchaseEarnMutation,
  useRedeemEarnMutation,
} = earnApi;
