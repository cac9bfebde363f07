import type { ReactNode } from 'react';
import { DataTable, List, type DataTableProps, type ListProps } from 'react-admin';
import { EmptyListMessage } from './empty-list-message';

type RecordListProps = Pick<ListProps, 'filters' | 'filterDefaultValues' | 'sort' | 'perPage' | 'pagination' | 'actions'> & {
  /** The message shown, in place of the table, when nothing matches. */
  emptyMessage: string;
  rowClick: DataTableProps['rowClick'];
  children: ReactNode;
};

/** A resource's list: its filters above one table of `DataTable.Col` children, no bulk actions, and a message when nothing matches. */
export const RecordList = ({ emptyMessage, rowClick, children, ...listProps }: RecordListProps) => {
  const none = <EmptyListMessage messageKey={emptyMessage} />;
  return (
    <List {...listProps} empty={none}>
      <DataTable rowClick={rowClick} bulkActionButtons={false} empty={none}>
        {children}
      </DataTable>
    </List>
  );
};
