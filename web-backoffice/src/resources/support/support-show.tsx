import { FunctionField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { BesideCustomer } from '../../shared/customers/beside-customer';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { LocaleDateField } from '../../shared/locale-date-field';
import { StaffLabelField } from '../../shared/staff-label-field';
import { SupportActions } from './support-actions';
import { SupportStatusField } from './support-list';
import type { SupportConversation } from './support-record';
import { SupportReference } from './support-reference';
import { SupportThread } from './support-thread';
import { SupportTimerField } from './support-timer-field';

// No live channel reaches the back office: an open conversation is read again every 3 s.
const POLL = { refetchInterval: 3000 };

const Reference = (_props: { label?: string }) => <FunctionField<SupportConversation> render={(conversation) => <SupportReference conversation={conversation} />} />;

// One conversation: the thread (notes marked), reply or note, assign and resolve with a reason; beside it the customer.
export const SupportShow = () => (
  <Show title="support.title" queryOptions={POLL}>
    <BesideCustomer<SupportConversation> customerOf={(conversation) => ({ customerId: conversation.customerId })}>
      <SimpleShowLayout>
        <SupportStatusField label="support.field.status" />
        <SupportTimerField timer="firstResponse" label="support.field.first_response" />
        <SupportTimerField timer="resolution" label="support.field.resolution" />
        <Reference label="support.field.reference" />
        <CustomerNameField source="customerId" label="support.field.customer" />
        <StaffLabelField source="assigneeId" label="support.field.assignee" />
        <SupportThread label="support.field.messages" />
        <SupportActions />
        <LocaleDateField source="openedAt" label="support.field.opened_at" />
        <LocaleDateField source="resolvedAt" label="support.field.resolved_at" emptyText="-" />
        <TextField source="id" label="support.field.id" />
      </SimpleShowLayout>
    </BesideCustomer>
  </Show>
);
