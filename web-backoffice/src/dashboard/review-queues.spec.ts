import { REVIEW_QUEUES, filteredListPath, queueFilter } from './review-queues';

describe('the review counts', () => {
  it('link each count to its list filtered on the status counted', () => {
    for (const queue of REVIEW_QUEUES) {
      const url = new URL(filteredListPath(queue.screen, queueFilter(queue)), 'https://backoffice.test/');
      expect(url.pathname).toBe(`/${queue.screen}`);
      expect(JSON.parse(url.searchParams.get('filter')!)).toEqual(queue.status ? { status: queue.status } : {});
    }
  });

  it('count pending deposits and withdrawals, second approvals, verifications, loan applications, credit evaluations and failing deliveries', () => {
    expect(REVIEW_QUEUES.map(({ resource, status }) => `${resource}:${status ?? 'all'}`)).toEqual([
      'deposits:pending',
      'withdrawals:pending',
      'withdrawals:approving',
      'kyc:under_review',
      'loans:pending',
      'credit-requests:all',
      'deliveries:all',
    ]);
  });
});
