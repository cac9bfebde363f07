import { tabItems } from './tab-items';

describe('tab items named by a test id prefix', () => {
  it('gives one tab per label, in the order written, its test id the prefix and the value', () => {
    expect(tabItems('type', { limit: 'Limit', stop_limit: 'Stop limit', market: 'Market' })).toEqual([
      { value: 'limit', label: 'Limit', testId: 'type-limit' },
      { value: 'stop_limit', label: 'Stop limit', testId: 'type-stop_limit' },
      { value: 'market', label: 'Market', testId: 'type-market' },
    ]);
  });
});
