import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { BesideCustomer } from '../customers/beside-customer';
import { useShowQueryOptions } from '../use-show-query-options';
import { WaitingSinceField } from '../waiting-since-field';
import { CustomerAccountCell } from './funding-fields';
import { customerAccountOf, customerIdOf, type FundingRecord } from './funding-record';
import { ReviewStatusField } from './review-status-field';
import { LabeledField } from '../labeled-field';

// `app.deposits.title` or `app.withdrawals.title`, with the amount, the coin and the customer's account.
const ReviewTitle = ({ messages }: { messages: string }) => {
  const record = useRecordContext<FundingRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <>{translate(`${messages}.title`, { amount: record.amount, coin: record.coin, customer: customerAccountOf(record) })}</>;
};

// `notice` stands above the record; `children` are the resource's own fields, between who and when
// it came and its status (pass them as separate elements, not in a fragment: each gets its label);
// `below` holds what follows the record: proofs, approvals, the decision.
type FundingReviewShowProps = { messages: string; notice?: ReactNode; children: ReactNode; below: ReactNode };

/** A deposit or withdrawal under review: the record on the left, the customer's context on the right, the decision below. */
export const FundingReviewShow = ({ messages, notice, children, below }: FundingReviewShowProps) => {
  const queryOptions = useShowQueryOptions();
  return (
    <Show queryOptions={queryOptions} title={<ReviewTitle messages={messages} />}>
      <BesideCustomer<FundingRecord> customerOf={(record) => ({ customerId: customerIdOf(record), account: customerAccountOf(record) })}>
        <Box>
          {notice}
          <SimpleShowLayout>
            <TextField source="id" />
            <WaitingSinceField source="created_at" />
            <LabeledField source="customer" field={CustomerAccountCell} />
            {children}
            <LabeledField source="status" field={ReviewStatusField} />
          </SimpleShowLayout>
          {below}
        </Box>
      </BesideCustomer>
    </Show>
  );
};
