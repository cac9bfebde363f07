import { BooleanField, CreateButton, DataTable, List, SelectInput, useRecordContext } from 'react-admin';
import { CodeChip } from '../../shared/code-chip';
import { LocaleDateField } from '../../shared/locale-date-field';
import { TranslatedField } from '../../shared/translated-field';
import { NOTICE_KINDS, NOTICE_STATUSES, type NoticeRecord } from './notice-record';
import { translatedChoices } from '../../shared/translated-choices';
import { PermittedActions } from '../../shared/permitted-actions';

const COLOURS: Record<NoticeRecord['status'], 'default' | 'info' | 'success' | 'warning'> = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
  expired: 'warning',
  archived: 'default',
};

export const NoticeStatusField = () => {
  const record = useRecordContext<NoticeRecord>();
  return record ? <CodeChip code={record.status} messages="engagement.notices.status" colours={COLOURS} testId="notice-status" /> : null;
};

const NoticeKindField = () => <TranslatedField source="kind" messages="engagement.notices.kind" label="engagement.notices.fields.kind" />;

const filters = [
  <SelectInput
    key="kind"
    source="kind"
    label="engagement.notices.fields.kind"
    choices={translatedChoices(NOTICE_KINDS, 'engagement.notices.kind')}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label="engagement.notices.fields.status"
    choices={translatedChoices(NOTICE_STATUSES, 'engagement.notices.status')}
    alwaysOn
  />,
];

const actions = (
  <PermittedActions resource="notices" action="create">
    <CreateButton data-testid="notice-create" />
  </PermittedActions>
);

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
