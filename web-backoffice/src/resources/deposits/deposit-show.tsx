import { Box } from '@mui/material';
import {
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
  WithRecord,
} from 'react-admin';
import { CustomerContext } from '../../shared/customers/customer-context';
import { AmountField, CodeField, CustomerAccountCell } from '../../shared/review/funding-fields';
import { DecisionPanel } from '../../shared/review/decision-panel';
import { DepositApprovals } from './deposit-approvals';
import { customerAccountOf, customerIdOf, type Deposit } from '../../shared/review/funding-record';
import { ReviewStatusField } from '../../shared/review/review-status-field';
import { useShowQueryOptions } from '../../shared/use-show-query-options';
import { WaitingSinceField } from '../../shared/waiting-since-field';
import { DepositProof } from './deposit-proof';

const DepositTitle = () => {
  const deposit = useRecordContext<Deposit>();
  const translate = useTranslate();
  if (!deposit) return null;
  return <>{translate('app.deposits.title', { amount: deposit.amount, coin: deposit.coin, customer: customerAccountOf(deposit) })}</>;
};

// The deposit and its proof on the left, the customer's context on the right, the decision below.
export const DepositShow = () => {
  const queryOptions = useShowQueryOptions();
  return (
    <Show queryOptions={queryOptions} title={<DepositTitle />}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
        <Box>
          <SimpleShowLayout>
            <TextField source="id" />
            <Labeled source="created_at">
              <WaitingSinceField />
            </Labeled>
            <Labeled source="customer">
              <CustomerAccountCell />
            </Labeled>
            <TextField source="coin" />
            <TextField source="chain" emptyText="-" />
            <Labeled source="amount">
              <AmountField source="amount" />
            </Labeled>
            <Labeled source="tx_hash">
              <CodeField source="tx_hash" />
            </Labeled>
            <TextField source="remark" emptyText="-" />
            <Labeled source="status">
              <ReviewStatusField />
            </Labeled>
          </SimpleShowLayout>
          <DepositProof />
          <DepositApprovals />
          <DecisionPanel resource="deposits" messages="app.deposits" />
        </Box>
        <Box sx={{ p: 2 }}>
          <WithRecord<Deposit>
            render={(deposit) => (
              <CustomerContext customerId={customerIdOf(deposit)} account={customerAccountOf(deposit)} />
            )}
          />
        </Box>
      </Box>
    </Show>
  );
};
