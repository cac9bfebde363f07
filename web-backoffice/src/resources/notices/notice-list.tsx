import { Chip } from '@mui/material';
import { BooleanField, CreateButton, DataTable, List, SelectInput, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { LocaleDateField } from '../../shared/locale-date-field';
import { TranslatedField } from '../../shared/translated-field';
import { NOTICE_KINDS, NOTICE_STATUSES, type NoticeRecord } from './notice-record';

const COLOURS: Record<NoticeRecord['status'], 'default' | 'info' | 'success' | 'warning'> = {
  draft: 'default',
  scheduled: 'info',
  published: 'success',
  expired: 'warning',
  archived: 'default',
};

export const NoticeStatusField = () => {
  const record = useRecordContext<NoticeRecord>();
  const translate = useTranslate();
  return record ? (
    <Chip
      size="small"
      color={COLOURS[record.status]}
      label={translate(`engagement.notices.status.${record.status}`)}
      data-testid="notice-status"
    />
  ) : null;
};

const NoticeKindField = () => <TranslatedField source="kind" messages="engagement.notices.kind" label="engagement.notices.fields.kind" />;

const filters = [
  <SelectInput
    key="kind"
    source="kind"
    label="engagement.notices.fields.kind"
    choices={NOTICE_KINDS.map((id) => ({ id, name: `engagement.notices.kind.${id}` }))}
    alwaysOn
  />,
  <SelectInput
    key="status"
    source="status"
    label="engagement.notices.fields.status"
    choices={NOTICE_STATUSES.map((id) => ({ id, name: `engagement.notices.status.${id}` }))}
    alwaysOn
  />,
];

const Actions = () => {
  const { roles, isPending } = useStaffRoles();
  return <TopToolbar>{!isPending && staffCan(roles, 'notices', 'create') && <CreateButton data-testid="notice-create" />}</TopToolbar>;
};

// Every notice, news flash and banner: pinned first, newest first; a row opens it.
export const NoticeList = () => (
  <List filters={filters} actions={<Actions />} title="engagement.notices.title" sort={{ field: 'publishAt', order: 'DESC' }}>
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
