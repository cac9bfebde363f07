import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';

// `GET /contracts`, `GET /contracts/:symbol`: a contract's current terms (`id` is the symbol).
export type ContractTerms = RaRecord & ApiModel<'ContractTermsResponseDto'>;

export type ContractChange = {
  maxLeverage: number;
  minLots: string;
  maxLots: string;
  spread: string;
  openFeeRate: string;
  closeFeeRate: string;
  liquidationFeeRate: string;
  financingLongRate: string;
  financingShortRate: string;
  houseExposureCap: string;
  reason: string;
} & ({ marginTiers: MarginTierChange[] } | { maintenanceShare: string });

// A tier as staff set it; the server works out its maintenance amount so the tiers stay continuous.
export interface MarginTierChange {
  notionalUpTo: string | null;
  rate: string;
  maxLeverage: number;
}
export type ContractChangeMatchesServer = Holds<FitsBodyOf<ContractChange, ApiBody<'ConfigureContractDto'>>>;

const text = (value: unknown) => String(value ?? '').trim();

// The maintenance rule as the form holds it: a ladder of tiers (an empty ceiling is the open last tier),
// or a share of the initial margin.
const maintenanceChange = (maintenance: Record<string, unknown>): { marginTiers: MarginTierChange[] } | { maintenanceShare: string } => {
  if (maintenance.kind !== 'tiers') return { maintenanceShare: text(maintenance.share) };
  const tiers = (Array.isArray(maintenance.tiers) ? maintenance.tiers : []) as Record<string, unknown>[];
  return {
    marginTiers: tiers.map((tier) => ({
      notionalUpTo: text(tier.notionalUpTo) === '' ? null : text(tier.notionalUpTo),
      rate: text(tier.rate),
      // eslint-disable-next-line money/no-float-conversion -- a leverage multiple (25 for 25x)
      maxLeverage: Number(tier.maxLeverage),
    })),
  };
};

// `PUT /contracts/:symbol` takes the figures staff may change and the reason; the form edits the
// financing rates inside `financing` and the maintenance rule inside `maintenance`.
export const contractChange = (data: Record<string, unknown>): ContractChange => {
  const financing = (data.financing ?? {}) as Record<string, unknown>;
  return {
    ...maintenanceChange((data.maintenance ?? {}) as Record<string, unknown>),
    // eslint-disable-next-line money/no-float-conversion -- a leverage multiple (25 for 25x)
    maxLeverage: Number(data.maxLeverage),
    minLots: text(data.minLots),
    maxLots: text(data.maxLots),
    spread: text(data.spread),
    openFeeRate: text(data.openFeeRate),
    closeFeeRate: text(data.closeFeeRate),
    liquidationFeeRate: text(data.liquidationFeeRate),
    financingLongRate: text(financing.longRate),
    financingShortRate: text(financing.shortRate),
    houseExposureCap: text(data.houseExposureCap),
    reason: text(data.reason),
  };
};
