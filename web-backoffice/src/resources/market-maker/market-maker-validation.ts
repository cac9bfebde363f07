import { compareDecimal, isDecimal } from '../../shared/decimal';

// Messages are i18n keys (with their arguments), translated by react-admin's form.
type Refusal = { message: string; args: Record<string, number> } | string;
type Check = (value: unknown) => Refusal | undefined;

export const LIMITS = {
  spreadBp: { min: 1, max: 1000 },
  levels: { min: 1, max: 20 },
  levelStepBp: { min: 1, max: 500 },
  sizeGrowthPct: { min: 0, max: 100 },
  variationPct: { min: 0, max: 50 },
} as const;

export const wholeNumberBetween =
  (min: number, max: number): Check =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? undefined
      : { message: 'app.market_maker.validation.whole_number_between', args: { min, max } };

export const positiveDecimal: Check = (value) =>
  isDecimal(value) && compareDecimal(value, '0') === 1 ? undefined : 'app.market_maker.validation.positive_decimal';

export const reasonGiven: Check = (value) =>
  typeof value === 'string' && value.trim() ? undefined : 'app.market_maker.validation.reason_required';
