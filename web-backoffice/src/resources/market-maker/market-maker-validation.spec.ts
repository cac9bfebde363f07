import { LIMITS, positiveDecimal, reasonGiven, wholeNumberBetween } from './market-maker-validation';

describe('market maker settings', () => {
  const spread = wholeNumberBetween(LIMITS.spreadBp.min, LIMITS.spreadBp.max);
  const refusal = { message: 'app.market_maker.validation.whole_number_between', args: { min: 1, max: 1000 } };

  it('take a spread of 1 to 1000 basis points', () => {
    expect(spread(1)).toBeUndefined();
    expect(spread(1000)).toBeUndefined();
    expect(spread(0)).toEqual(refusal);
    expect(spread(1001)).toEqual(refusal);
  });

  it('refuse fractions, text and an empty field as a whole number', () => {
    expect(spread(2.5)).toEqual(refusal);
    expect(spread('25')).toEqual(refusal);
    expect(spread(null)).toEqual(refusal);
    expect(spread(Number.NaN)).toEqual(refusal);
  });

  it('bound the levels per side and the level step', () => {
    const levels = wholeNumberBetween(LIMITS.levels.min, LIMITS.levels.max);
    const step = wholeNumberBetween(LIMITS.levelStepBp.min, LIMITS.levelStepBp.max);
    expect(levels(20)).toBeUndefined();
    expect(levels(21)).toEqual({ message: 'app.market_maker.validation.whole_number_between', args: { min: 1, max: 20 } });
    expect(step(500)).toBeUndefined();
    expect(step(501)).toEqual({ message: 'app.market_maker.validation.whole_number_between', args: { min: 1, max: 500 } });
  });

  it('take a positive decimal string as the quantity per level', () => {
    expect(positiveDecimal('0.00000001')).toBeUndefined();
    expect(positiveDecimal('12')).toBeUndefined();
    expect(positiveDecimal('0')).toBe('app.market_maker.validation.positive_decimal');
    expect(positiveDecimal('0.000')).toBe('app.market_maker.validation.positive_decimal');
    expect(positiveDecimal('-1')).toBe('app.market_maker.validation.positive_decimal');
    expect(positiveDecimal('1e3')).toBe('app.market_maker.validation.positive_decimal');
    expect(positiveDecimal('1,5')).toBe('app.market_maker.validation.positive_decimal');
    expect(positiveDecimal(1)).toBe('app.market_maker.validation.positive_decimal');
    expect(positiveDecimal('')).toBe('app.market_maker.validation.positive_decimal');
  });

  it('need a reason that is more than blanks', () => {
    expect(reasonGiven('Feed is volatile')).toBeUndefined();
    expect(reasonGiven('   ')).toBe('app.market_maker.validation.reason_required');
    expect(reasonGiven(undefined)).toBe('app.market_maker.validation.reason_required');
  });
});
