import { Chip } from '@mui/material';
import { DataTable, FunctionField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { RecordList } from '../../shared/record-list';
import { StaffLabelField } from '../../shared/staff-label-field';
import { SUPPORT_STATUSES, type SupportConversation } from './support-record';
import { SupportTimerField } from './support-timer-field';
import { LiveQueue } from '../../shared/live-queue';
import { codeFilter } from '../../shared/code-filter';

const filters = [
  codeFilter('status', SUPPORT_STATUSES, 'support.status', { label: 'support.field.status' }),
  <TextInput key="assigneeId" source="assigneeId" label="support.field.assignee" />,
];

export const SupportStatusField = (_props: { label?: string }) => {
  const conversation = useRecordContext<SupportConversation>();
  const translate = useTranslate();
  return conversation ? <span data-testid="support-status">{translate(`support.status.${conversation.status}`)}</span> : null;
};

const Unread = () => (
  <FunctionField<SupportConversation>
    render={(conversation) =>
      conversation.unread > 0 ? <Chip size="small" color="primary" label={conversation.unread} data-testid="support-unread" /> : null
    }
  />
);

// There is no live channel to the back office: the queue is read again every 5 s while it is open.
const POLL_MS = 5_000;

// Support's queue: open conversations, the one waiting longest first, each with its two timers.
export const SupportList = () => (
  <LiveQueue help="support.queue_help" refreshMs={POLL_MS}>
    <RecordList
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'cycleStartedAt', order: 'ASC' }}
      emptyMessage="support.empty"
      rowClick="show"
    >
      <DataTable.Col label="support.field.first_response" disableSort>
        <SupportTimerField timer="firstResponse" />
      </DataTable.Col>
      <DataTable.Col label="support.field.resolution" disableSort>
        <SupportTimerField timer="resolution" />
      </DataTable.Col>
      <DataTable.Col source="customerId" label="support.field.customer" field={CustomerNameField} disableSort />
      <DataTable.Col source="status" label="support.field.status" field={SupportStatusField} disableSort />
      <DataTable.Col label="support.field.unread" disableSort>
        <Unread />
      </DataTable.Col>
      <DataTable.Col source="assigneeId" label="support.field.assignee" field={StaffLabelField} disableSort />
      <DataTable.Col source="lastMessage" label="support.field.last_message" disableSort />
    </RecordList>
  </LiveQueue>
);
