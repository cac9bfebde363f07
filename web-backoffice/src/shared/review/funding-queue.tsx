import { useMemo, type ReactNode } from 'react';
import { RecordList } from '../record-list';
import { PENDING_FIRST, fundingFilters } from './funding-filters';

// `statuses`: what the status filter offers; `emptyMessage`: said when nothing matches; `children`: the columns.
type FundingQueueProps = { statuses: readonly string[]; emptyMessage: string; children: ReactNode };

/** A review queue of deposits or withdrawals: opened on the pending ones, the one waiting longest first; a row opens it. */
export const FundingQueue = ({ statuses, emptyMessage, children }: FundingQueueProps) => {
  const filters = useMemo(() => fundingFilters(statuses), [statuses]);
  return (
    <RecordList
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={PENDING_FIRST}
      emptyMessage={emptyMessage}
      rowClick="show"
    >
      {children}
    </RecordList>
  );
};
