import { approvalStep } from './dual-approval';
import { compareNumeric, loosenedFields, splitChange, type LooseningRules } from './control-change';

interface Rules {
  limit: string;
  holdHours: number;
  chains: string[];
  blocked: string[];
  enabled: boolean;
  zone: string;
}
const rules: LooseningRules<Rules> = { limit: 'higher', holdHours: 'lower', chains: 'more-items', blocked: 'fewer-items', enabled: 'true', zone: 'any-change' };
const base: Rules = { limit: '10000', holdHours: 24, chains: ['ERC20'], blocked: ['BTC'], enabled: false, zone: 'UTC' };

describe('which changes loosen a control', () => {
  it('names each field moved the loose way, and none moved the tight way', () => {
    expect(loosenedFields(rules, base, { ...base, limit: '10000.01', holdHours: 0, chains: ['ERC20', 'TRC20'], blocked: [], enabled: true, zone: 'Asia/Tokyo' })).toEqual([
      'blocked',
      'chains',
      'enabled',
      'holdHours',
      'limit',
      'zone',
    ]);
    expect(loosenedFields(rules, base, { ...base, limit: '9999.99', holdHours: 48, chains: [], blocked: ['BTC', 'ETH'], enabled: false })).toEqual([]);
    expect(loosenedFields(rules, base, base)).toEqual([]);
  });

  it('compares decimals exactly, not as floating point', () => {
    expect(compareNumeric('10000.000000000000000001', '10000')).toBe(1);
    expect(compareNumeric('0.1', '0.10')).toBe(0);
    expect(compareNumeric('-1', '0')).toBe(-1);
    expect(loosenedFields(rules, base, { ...base, limit: '10000.000000000000000001' })).toEqual(['limit']);
  });

  it('a field no rule names counts as loosening when it changes', () =>
    expect(loosenedFields<{ a: number; b: number }>({ a: 'higher' }, { a: 1, b: 1 }, { a: 1, b: 0 })).toEqual(['b']));

  it('splits a mixed change: the tightening applies now, the loosening waits', () =>
    expect(splitChange(rules, base, { ...base, limit: '5000', holdHours: 0 })).toEqual({ now: { ...base, limit: '5000' }, loosened: ['holdHours'] }));
});

describe('dual approval step', () => {
  it('one approval completes below the threshold; above it the second, different approver does', () => {
    expect(approvalStep([], 'a', false)).toEqual({ final: true });
    expect(approvalStep([], 'a', true)).toEqual({ final: false });
    expect(approvalStep(['a'], 'b', true)).toEqual({ final: true });
    expect(() => approvalStep(['a'], 'a', true)).toThrow('review.sameApprover');
  });
});
