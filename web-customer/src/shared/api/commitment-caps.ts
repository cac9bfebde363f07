import type { ApiModel } from '@meridian/contracts';
import { useMeQuery } from '../session/me.api';
import { compareDecimal } from '../decimal/decimal';
import { api } from './api';

type RiskProfile = ApiModel<'RiskProfileResponseDto'>;
type KycStatus = ApiModel<'KycStatusResponseDto'>;

// What a real-money customer may commit at once (docs/kyc.md), as the server's open and placement
// check it (services/trading customer-standing.ts `commitmentCaps`): one position's margin at most the
// risk profile's cap; one option's stake at most the lower of the verification level's and the risk
// profile's. Demo money is not capped. The trading forms read it to refuse before the click.
const capsApi = api.injectEndpoints({
  endpoints: (build) => ({
    capsRiskProfile: build.query<RiskProfile, void>({ query: () => ({ url: 'api/v1/risk/profile' }), keepUnusedDataFor: 60 }),
    capsKycStatus: build.query<KycStatus, void>({ query: () => ({ url: 'api/v1/kyc' }), keepUnusedDataFor: 60 }),
  }),
});

export interface CommitmentCaps {
  // False until every read it needs has answered (the forms wait rather than guess).
  ready: boolean;
  demo: boolean;
  contractMargin: string | null;
  optionStake: { max: string; by: 'verification' | 'risk-profile' } | null;
}

export const useCommitmentCaps = (loggedIn: boolean): CommitmentCaps => {
  const me = useMeQuery(undefined, { skip: !loggedIn });
  const demo = me.data?.is_demo === 1;
  const real = loggedIn && me.data !== undefined && !demo;
  const risk = capsApi.useCapsRiskProfileQuery(undefined, { skip: !real });
  const kyc = capsApi.useCapsKycStatusQuery(undefined, { skip: !real });
  if (!loggedIn) return { ready: false, demo: false, contractMargin: null, optionStake: null };
  if (!me.data) return { ready: me.isError, demo: false, contractMargin: null, optionStake: null };
  if (demo) return { ready: true, demo: true, contractMargin: null, optionStake: null };
  // A read that failed leaves the cap to the server's own check rather than blocking the form.
  if (risk.isError || kyc.isError) return { ready: true, demo: false, contractMargin: risk.data?.caps.contractMarginPerPosition ?? null, optionStake: null };
  if (!risk.data || !kyc.data) return { ready: false, demo: false, contractMargin: null, optionStake: null };
  const byTier = kyc.data.limits.optionStakePerOrder;
  const byRisk = risk.data.caps.optionStakePerOrder;
  const optionStake = compareDecimal(byRisk, byTier) < 0 ? { max: byRisk, by: 'risk-profile' as const } : { max: byTier, by: 'verification' as const };
  return { ready: true, demo: false, contractMargin: risk.data.caps.contractMarginPerPosition, optionStake };
};
