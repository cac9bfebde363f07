import { REVIEW_QUEUES, filteredListPath } from './review-queues';

describe('the review counts', () => {
  it('link each count to its list filtered on the status counted', () => {
    for (const { resource, status } of REVIEW_QUEUES) {
      const url = new URL(filteredListPath(resource, { status }), 'https://backoffice.test/');
      expect(url.pathname).toBe(`/${resource}`);
      expect(JSON.parse(url.searchParams.get('filter')!)).toEqual({ status });
    }
  });

  it('count pending deposits, pending withdrawals and withdrawals awaiting a second approval', () => {
    expect(REVIEW_QUEUES.map(({ resource, status }) => `${resource}:${status}`)).toEqual([
      'deposits:pending',
      'withdrawals:pending',
      'withdrawals:approving',
    ]);
  });
});
