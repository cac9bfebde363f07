import { Decimal } from '@meridian/money';
import type { ContractTerms } from './contract-terms';
import { ContractRejection } from './contract-core.types';

/** The specification's two ceilings: 100x on crypto (the contract account), 25x on every other market. */
export const LEVERAGE_CEILING: Record<ContractTerms['account'], number> = { hy: 100, jg1: 25 };

const decimal = (text: string, field: string): Decimal => {
  try {
    return Decimal.parse(text);
  } catch {
    throw new ContractRejection('contracts.termsInvalid', { field });
  }
};

const isMultiple = (value: Decimal, step: Decimal) => value.divide(step, 12, 'down').equals(value.divide(step, 0, 'down'));

/** Terms staff may publish: figures in range, steps respected. The symbol, account and contract size stay as listed. */
export function checkContractTerms(terms: ContractTerms, listed: ContractTerms): void {
  const refuse = (field: string) => {
    throw new ContractRejection('contracts.termsInvalid', { field });
  };
  if (terms.symbol !== listed.symbol || terms.account !== listed.account || terms.contractSize !== listed.contractSize || terms.tickSize !== listed.tickSize) refuse('symbol');
  if (!Number.isInteger(terms.maxLeverage) || terms.maxLeverage < 1 || terms.maxLeverage > LEVERAGE_CEILING[terms.account]) refuse('maxLeverage');
  const step = decimal(terms.lotStep, 'lotStep');
  const min = decimal(terms.minLots, 'minLots');
  const max = decimal(terms.maxLots, 'maxLots');
  if (!step.isPositive()) refuse('lotStep');
  if (!min.isPositive() || !isMultiple(min, step)) refuse('minLots');
  if (max.compare(min) < 0 || !isMultiple(max, step)) refuse('maxLots');
  const spread = decimal(terms.spread, 'spread');
  if (spread.isNegative() || !isMultiple(spread, decimal(terms.tickSize, 'tickSize'))) refuse('spread');
  for (const field of ['openFeeRate', 'closeFeeRate', 'liquidationFeeRate'] as const) {
    const rate = decimal(terms[field], field);
    if (rate.isNegative() || rate.compare(Decimal.parse('0.1')) > 0) refuse(field);
  }
  for (const field of ['longRate', 'shortRate'] as const) {
    const rate = decimal(terms.financing[field], field);
    if (rate.abs().compare(Decimal.parse('0.01')) > 0) refuse(field);
  }
  if (!decimal(terms.houseExposureCap, 'houseExposureCap').isPositive()) refuse('houseExposureCap');
}
