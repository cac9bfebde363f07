import type { ReactNode } from 'react';
import type { SortPayload } from 'react-admin';
import { useEditOrShow } from '../auth/use-staff-roles';
import { RecordList } from './record-list';

// Far more than there will ever be (a deposit channel per coin and chain, a market maker per spot book).
const EVERY_RECORD = 100;

type SettingsListProps = { resource: string; sort: SortPayload; emptyMessage: string; children: ReactNode };

/**
 * Settings kept as one record each (deposit channels, the market maker's books), all on one page: a row
 * opens the edit form for staff allowed to change it, the record for everyone else.
 */
export const SettingsList = ({ resource, sort, emptyMessage, children }: SettingsListProps) => (
  <RecordList sort={sort} perPage={EVERY_RECORD} pagination={false} emptyMessage={emptyMessage} rowClick={useEditOrShow(resource)}>
    {children}
  </RecordList>
);
