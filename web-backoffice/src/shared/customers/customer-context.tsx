import { Alert, Box, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import {
  Labeled,
  Link,
  RecordContextProvider,
  useCreatePath,
  useGetOne,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { LocaleDateField } from '../locale-date-field';
import { errorMessageOf } from '../use-async-data';
import { CustomerBalances } from './customer-balances';
import { CustomerKindField } from './customer-fields';
import { customerQueuePath, customerReplayPath } from './customer-links';
import { customerAccount, type Customer } from './customer-record';

/** The customer beside a deposit or a withdrawal under review: who they are and what they hold. */
export const CustomerContext = ({ customerId, account }: { customerId?: Identifier; account?: string }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { roles } = useStaffRoles();
  const { data: customer, isPending, error } = useGetOne<Customer>(
    'customers',
    { id: String(customerId ?? '') },
    { enabled: Boolean(customerId) },
  );

  return (
    <Card variant="outlined" component="aside" aria-labelledby="customer-context" data-testid="customer-context">
      <CardContent>
        <Typography id="customer-context" variant="h6" component="h2" gutterBottom>
          {translate('app.funding.customer_context')}
        </Typography>
        {!customerId && <Alert severity="warning">{translate('app.funding.customer_unknown', { account: account ?? '' })}</Alert>}
        {customerId && isPending && <LinearProgress />}
        {customerId && error != null && (
          <Alert severity="error">{translate(errorMessageOf(error), { _: errorMessageOf(error) })}</Alert>
        )}
        {customer && (
          <RecordContextProvider value={customer}>
            <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
              <Labeled label={translate('resources.customers.fields.account')}>
                <Link to={createPath({ resource: 'customers', id: customer.id, type: 'show' })} data-testid="customer-link">
                  {customerAccount(customer) || customer.id}
                </Link>
              </Labeled>
              <Labeled label={translate('resources.customers.fields.kind')}>
                <CustomerKindField />
              </Labeled>
              <Labeled label={translate('app.funding.registered')}>
                <LocaleDateField source="created_at" emptyText="-" />
              </Labeled>
            </Stack>
          </RecordContextProvider>
        )}
        {customerId && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
              {translate('app.accounts.title')}
            </Typography>
            <CustomerBalances customerId={customerId} dense />
            <Box sx={{ mt: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              {staffCan(roles, 'deposits', 'list') && (
                <Link to={customerQueuePath('deposits', customerId)}>{translate('app.funding.customer_deposits')}</Link>
              )}
              {staffCan(roles, 'withdrawals', 'list') && (
                <Link to={customerQueuePath('withdrawals', customerId)}>
                  {translate('app.funding.customer_withdrawals')}
                </Link>
              )}
              {staffCan(roles, 'audit-replay', 'read') && staffCan(roles, 'audit', 'read') && (
                <Link to={customerReplayPath(customerId)}>{translate('app.audit.replay.this_account')}</Link>
              )}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};
