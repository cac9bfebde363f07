import { staffFilters } from './staff-list-page';

describe('a staff list’s filters', () => {
  it('filters by the values given, as text, and by nothing left unset', () => {
    expect(staffFilters({ status: 'pending', customer_id: undefined, product_id: '' })).toEqual({ clause: 'WHERE status::text = $1', params: ['pending'] });
    expect(staffFilters({ status: 'a', customer_id: 'c1' })).toEqual({ clause: 'WHERE status::text = $1 AND customer_id::text = $2', params: ['a', 'c1'] });
    expect(staffFilters({})).toEqual({ clause: '', params: [] });
  });
});
