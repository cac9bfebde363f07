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
  const refuse = (field: string): never => {
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
  checkMaintenance(terms, refuse);
}

/**
 * A maintenance ladder must climb: ceilings rising to an open last tier, rates rising, leverage falling,
 * and in each tier the initial margin at its leverage (1 / maxLeverage) above the maintenance rate, so
 * no position is liquidatable the moment it opens. A share of the initial margin lies strictly between
 * 0 and 1.
 */
function checkMaintenance(terms: ContractTerms, refuse: (field: string) => never): void {
  const rule = terms.maintenance;
  if (rule.kind === 'share-of-initial') {
    const share = decimal(rule.share, 'maintenanceShare');
    if (!share.isPositive() || share.compare(Decimal.ONE) >= 0) refuse('maintenanceShare');
    return;
  }
  const tiers = rule.tiers;
  if (tiers.length === 0 || tiers.at(-1)!.notionalUpTo !== null) refuse('marginTiers');
  tiers.forEach((tier, index) => {
    const rate = decimal(tier.rate, 'marginTiers');
    if (!rate.isPositive() || !Number.isInteger(tier.maxLeverage) || tier.maxLeverage < 1 || tier.maxLeverage > LEVERAGE_CEILING[terms.account]) refuse('marginTiers');
    if (rate.multiply(Decimal.of(BigInt(tier.maxLeverage), 0)).compare(Decimal.ONE) >= 0) refuse('marginTiers');
    if (index === 0) return;
    const below = tiers[index - 1]!;
    if (below.notionalUpTo === null || tier.maxLeverage > below.maxLeverage || rate.compare(decimal(below.rate, 'marginTiers')) < 0) refuse('marginTiers');
    if (tier.notionalUpTo !== null && decimal(tier.notionalUpTo, 'marginTiers').compare(decimal(below.notionalUpTo, 'marginTiers')) <= 0) refuse('marginTiers');
  });
}
