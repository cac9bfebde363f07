import { asPercent, feeRateProblem, spotFeesChange, spotFeesPath } from './spot-fees-record';

describe('the spot fee rates staff send', () => {
  it('carry exactly the two rates, as trimmed decimal strings, and the reason', () => {
    expect(spotFeesChange({ id: 'default', makerRate: ' 0.0005 ', takerRate: '0.001', maxRate: '0.01', updatedAt: null, reason: ' maker rebate ' })).toEqual({
      makerRate: '0.0005',
      takerRate: '0.001',
      reason: 'maker rebate',
    });
  });

  it('take 0 to the maximum with at most six decimals, as the server does', () => {
    for (const good of ['0', '0.001', '0.000001', '0.01', '0.0100']) expect(feeRateProblem(good, '0.01')).toBeUndefined();
    for (const bad of ['0.0100001', '0.02', '-0.001', '1e-3', '', '0,001', 0.001]) expect(feeRateProblem(bad, '0.01')).toEqual({ message: 'app.spot_fees.invalid_rate', args: { max: '0.01' } });
  });

  it('show a rate as a percentage without a float', () => {
    expect([asPercent('0.001'), asPercent('0.0005'), asPercent('0'), asPercent('0.01'), asPercent('0.000001'), asPercent('0.1000')]).toEqual(['0.1 %', '0.05 %', '0 %', '1 %', '0.0001 %', '10 %']);
  });

  it('open the form for finance and admins, the read-only page for the others', () => {
    expect(spotFeesPath(['finance'])).toBe('/spot-fees/default');
    expect(spotFeesPath(['admin'])).toBe('/spot-fees/default');
    expect(spotFeesPath(['support'])).toBe('/spot-fees/default/show');
  });
});
