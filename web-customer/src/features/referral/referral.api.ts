import type { ApiModel } from '@meridian/contracts';
import { api } from '../../shared/api/api';
import { itemsOf } from '../../shared/api/items-of';

export type Referral = ApiModel<'ReferralResponseDto'>;
export type ReferralRecord = ApiModel<'ReferralRecordResponseDto'>;

// The referral programme (docs/referral.md); `lang` keys the records, whose remarks the server writes in the reader's language.
const referralApi = api.injectEndpoints({
  endpoints: (build) => ({
    referral: build.query<Referral, { session: string }>({
      query: () => ({ url: 'api/v1/referral' }),
    }),
    referralRecords: build.query<ReferralRecord[], { session: string; lang: string }>({
      query: () => ({ url: 'api/v1/referral/records' }),
      transformResponse: itemsOf<ReferralRecord>,
    }),
  }),
});

export const { useReferralQuery, useReferralRecordsQuery } = referralApi;
