import { useState } from 'react';
import { Box, LinearProgress, Tab, Tabs } from '@mui/material';
import {
  DataTable,
  Link,
  Pagination,
  ReferenceManyField,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { AmountField } from '../../shared/review/funding-fields';
import { ReviewStatusField } from '../../shared/review/review-status-field';
import { WaitingSinceField } from '../../shared/waiting-since-field';
import { CustomerBalances } from '../../shared/customers/customer-balances';
import { customerQueuePath, customerReplayPath } from '../../shared/customers/customer-links';
import type { Customer } from '../../shared/customers/customer-record';
import { TitledSection } from '../../shared/titled-section';

const PER_PAGE = 10;

const FundingRequests = ({ resource, customerId }: { resource: 'deposits' | 'withdrawals'; customerId: Identifier }) => {
  const translate = useTranslate();
  return (
    <Box>
      <ReferenceManyField
        reference={resource}
        target="customerId"
        sort={{ field: 'created_at', order: 'DESC' }}
        perPage={PER_PAGE}
        pagination={<Pagination />}
        loading={<LinearProgress />}
        empty={<EmptyListMessage messageKey={`app.${resource}.customer_empty`} />}
      >
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="created_at" label={translate('app.funding.submitted')} field={WaitingSinceField} />
          {resource === 'withdrawals' && (
            <DataTable.Col
              source="method"
              render={(record) => translate(`app.withdrawals.method.${record.method}`, { _: record.method })}
            />
          )}
          <DataTable.Col source="coin" />
          <DataTable.Col source="chain" />
          <DataTable.Col source="amount" field={AmountField} />
          <DataTable.Col source="status" field={ReviewStatusField} />
        </DataTable>
      </ReferenceManyField>
      <Link to={customerQueuePath(resource, customerId)}>{translate(`app.${resource}.open_queue`)}</Link>
    </Box>
  );
};

/** The customer's accounts, and their deposits and withdrawals, on the customer's page. */
export const CustomerFunding = () => {
  const customer = useRecordContext<Customer>();
  const translate = useTranslate();
  const { roles } = useStaffRoles();
  const queues = (['deposits', 'withdrawals'] as const).filter((resource) => staffCan(roles, resource, 'list'));
  const [tab, setTab] = useState(0);
  if (!customer) return null;
  const current = queues[Math.min(tab, queues.length - 1)];

  return (
    <>
      <TitledSection id="customer-balances" title="app.accounts.title" sx={{ p: 2 }}>
        <CustomerBalances customerId={customer.id} />
        {staffCan(roles, 'audit', 'read') && (
          <Box sx={{ mt: 1 }}>
            <Link to={customerReplayPath(customer.id)}>{translate('app.audit.replay.this_account')}</Link>
          </Box>
        )}
      </TitledSection>
      {current && (
        <TitledSection id="customer-funding" title="app.funding.customer_requests" sx={{ p: 2 }}>
          <Tabs value={queues.indexOf(current)} onChange={(_, next: number) => setTab(next)}>
            {queues.map((resource) => (
              <Tab key={resource} label={translate(`resources.${resource}.name`, { smart_count: 2 })} />
            ))}
          </Tabs>
          <FundingRequests key={current} resource={current} customerId={customer.id} />
        </TitledSection>
      )}
    </>
  );
};
