import { BooleanField, DataTable, List } from 'react-admin';
import { CodeChipField } from '../../shared/code-chip';
import { LocaleDateField } from '../../shared/locale-date-field';
import { TranslatedField } from '../../shared/translated-field';
import { NOTICE_KINDS, NOTICE_STATUSES, type NoticeRecord } from './notice-record';
import { CreateAction } from '../../shared/permitted-actions';
import { codeFilter } from '../../shared/code-filter';

const COLOURS: Record<NoticeRecord['status'], 'default' | 'info' | 'success' | 'warning'> = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
  expired: 'warning',
  archived: 'default',
};

export const NoticeStatusField = () => (
  <CodeChipField
    source="status"
    messages="engagement.notices.status"
    colours={COLOURS}
    testId="notice-status"
    label="engagement.notices.fields.status"
  />
);

const NoticeKindField = () => <TranslatedField source="kind" messages="engagement.notices.kind" label="engagement.notices.fields.kind" />;

const filters = [
  codeFilter('kind', NOTICE_KINDS, 'engagement.notices.kind', { label: 'engagement.notices.fields.kind' }),
  codeFilter('status', NOTICE_STATUSES, 'engagement.notices.status', { label: 'engagement.notices.fields.status' }),
];

const actions = <CreateAction resource="notices" testId="notice-create" />;

// Every notice, news flash and banner: pinned first, newest first; a row opens it.
export const NoticeList = () => (
  <List filters={filters} actions={actions} title="engagement.notices.title" sort={{ field: 'publishAt', order: 'DESC' }}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="title" label="engagement.notices.fields.title" disableSort />
      <DataTable.Col source="kind" label="engagement.notices.fields.kind" disableSort field={NoticeKindField} />
      <DataTable.Col source="status" label="engagement.notices.fields.status" disableSort field={NoticeStatusField} />
      <DataTable.Col source="pinned" label="engagement.notices.fields.pinned" disableSort field={BooleanField} />
      <DataTable.Col source="publishAt" label="engagement.notices.fields.publishAt" disableSort field={LocaleDateField} />
      <DataTable.Col source="expiresAt" label="engagement.notices.fields.expiresAt" disableSort field={LocaleDateField} />
      <DataTable.Col source="reads" label="engagement.notices.fields.reads" disableSort />
    </DataTable>
  </List>
);
