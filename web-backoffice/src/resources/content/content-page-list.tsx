import { Chip } from '@mui/material';
import { DataTable, List, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { LocaleDateField } from '../../shared/locale-date-field';
import { TranslatedField } from '../../shared/translated-field';
import { CONTENT_KINDS, CONTENT_STATUSES, type ContentPageRecord } from './content-record';
import { CreateAction } from '../../shared/permitted-actions';
import { codeFilter } from '../../shared/code-filter';

/** Draft, published or archived, and whether the draft has changes readers do not see yet. */
export const PageStatusField = () => {
  const record = useRecordContext<ContentPageRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const colour = record.status === 'published' ? 'success' : record.status === 'archived' ? 'default' : 'info';
  return (
    <span>
      <Chip size="small" color={colour} label={translate(`engagement.content.status.${record.status}`)} data-testid="page-status" />{' '}
      {record.status === 'published' && record.unpublishedChanges && (
        <Chip size="small" color="warning" label={translate('engagement.content.unpublished')} />
      )}
    </span>
  );
};

const PageKindField = () => <TranslatedField source="kind" messages="engagement.content.kind" label="engagement.content.fields.kind" />;

const filters = [
  codeFilter('kind', CONTENT_KINDS, 'engagement.content.kind', { label: 'engagement.content.fields.kind' }),
  codeFilter('status', CONTENT_STATUSES, 'engagement.content.status', { label: 'engagement.content.fields.status', alwaysOn: false }),
  <TextInput key="q" source="q" label="engagement.content.search" alwaysOn />,
];

const actions = <CreateAction resource="content-pages" />;

// Every page: the company profile, the agreements, the help articles and any other page.
export const ContentPageList = () => (
  <List filters={filters} actions={actions} title="engagement.content.title" sort={{ field: 'kind', order: 'ASC' }}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="slug" label="engagement.content.fields.slug" />
      <DataTable.Col source="texts.en.title" label="engagement.texts.title" disableSort />
      <DataTable.Col source="kind" label="engagement.content.fields.kind" field={PageKindField} />
      <DataTable.Col source="status" label="engagement.content.fields.status" field={PageStatusField} />
      <DataTable.Col source="version" label="engagement.content.fields.version" disableSort />
      <DataTable.Col source="languages" label="engagement.content.fields.languages" disableSort />
      <DataTable.Col source="updatedAt" label="engagement.content.fields.updatedAt" field={LocaleDateField} />
    </DataTable>
  </List>
);
