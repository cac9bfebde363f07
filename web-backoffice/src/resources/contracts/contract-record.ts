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
};
export type ContractChangeMatchesServer = Holds<FitsBodyOf<ContractChange, ApiBody<'ConfigureContractDto'>>>;

const text = (value: unknown) => String(value ?? '').trim();

// `PUT /contracts/:symbol` takes the figures staff may change and the reason; the form edits the
// financing rates inside `financing`.
export const contractChange = (data: Record<string, unknown>): ContractChange => {
  const financing = (data.financing ?? {}) as Record<string, unknown>;
  return {
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
