import { useCallback } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { adminApiBlob } from '../../providers/admin-api';
import { BesideCustomer } from '../../shared/customers/beside-customer';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { LocaleDateField } from '../../shared/locale-date-field';
import { FetchedImage, ImageGrid } from '../../shared/review/fetched-image';
import { FirstApprovalNotice } from '../../shared/review/first-approval-notice';
import { C2cMatchForm } from './c2c-match-form';
import { C2cOrderDecisions } from './c2c-order-decisions';
import { C2cStatusField } from './c2c-order-list';
import type { C2cOrder } from './c2c-record';
import { C2cTimerField } from './c2c-timer-field';
import { TitledSection } from '../../shared/titled-section';

/** The remittance proof at full size, fetched with the staff token. */
const ProofImage = ({ imageId }: { imageId: string }) => {
  const translate = useTranslate();
  const load = useCallback(async () => ({ data: await adminApiBlob(`/c2c/images/${encodeURIComponent(imageId)}`) }), [imageId]);
  return <FetchedImage load={load} label={translate('app.c2c.proof')} testId="c2c-proof-image" />;
};

/** The payer beside the verified real name: a mismatch is said plainly, with what to do. */
const Payer = () => {
  const order = useRecordContext<C2cOrder>();
  const translate = useTranslate();
  if (!order?.payerName) return null;
  return (
    <TitledSection id="c2c-payer-title" title="app.c2c.payer_title" gutterBottom testId="c2c-payer">
      <Alert severity={order.nameMatches ? 'success' : 'error'} sx={{ mb: 1 }} data-testid="c2c-name-check">
        {translate(order.nameMatches ? 'app.c2c.name_matches' : 'app.c2c.name_mismatch', { payer: order.payerName, verified: order.verifiedName })}
      </Alert>
      <Typography variant="body2">{translate('app.c2c.payer_bank', { bank: order.payerBank ?? '' })}</Typography>
      {order.proofImageId && (
        <ImageGrid>
          <ProofImage imageId={order.proofImageId} />
        </ImageGrid>
      )}
    </TitledSection>
  );
};

/** A first completion above the threshold waits for a second, different finance member. */
const FirstApproval = () => {
  const order = useRecordContext<C2cOrder>();
  const staffId = order?.status === 'proof_submitted' ? order.approvals?.[0]?.staffId : undefined;
  return <FirstApprovalNotice staffId={staffId} message="app.c2c.second_approval" testId="c2c-second-approval" />;
};

const ReceivingAccount = () => {
  const order = useRecordContext<C2cOrder>();
  const translate = useTranslate();
  const account = order?.receivingAccount;
  if (!account) return null;
  return (
    <Labeled label="app.c2c.field.receiving_account">
      <Typography variant="body2" data-testid="c2c-staff-account">
        {translate('app.c2c.account_line', { name: account.accountName, number: account.accountNumber, bank: account.bankName, address: account.bankAddress })}
      </Typography>
    </Labeled>
  );
};

const Extensions = () => {
  const order = useRecordContext<C2cOrder>();
  const translate = useTranslate();
  if (!order?.extensions?.length) return null;
  return (
    <Labeled label="app.c2c.field.extensions">
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {order.extensions.map((extension) => (
          <li key={extension.at}>{translate('app.c2c.extension_line', { smart_count: extension.hours, reason: extension.reason })}</li>
        ))}
      </Box>
    </Labeled>
  );
};

/** An order still moving is asked again every few seconds: the inventory's answer to a match, the customer's proof. */
const OPEN: readonly string[] = ['unmatched', 'matched', 'proof_submitted'];
const refetchWhileOpen = { refetchInterval: (query: { state: { data?: C2cOrder } }) => (OPEN.includes(query.state.data?.status ?? '') ? 3000 : false) };

// One order: what to do now (match, then complete, reject or extend), the payer against the verified
// name with the proof at full size, the frozen figures and timer; beside it the customer.
export const C2cOrderShow = () => (
  <Show title="app.c2c.order_title" queryOptions={refetchWhileOpen}>
    <BesideCustomer<C2cOrder> customerOf={(order) => ({ customerId: order.customerId })}>
      <SimpleShowLayout>
        <C2cStatusField label="app.c2c.field.status" />
        <C2cTimerField label="app.c2c.field.deadline" />
        <C2cMatchForm />
        <FirstApproval />
        <C2cOrderDecisions />
        <Payer />
        <ReceivingAccount />
        <TextField source="id" label="app.c2c.field.order_number" />
        <CustomerNameField source="customerId" label="app.c2c.field.customer" />
        <TextField source="verifiedName" label="app.c2c.field.verified_name" />
        <FunctionField<C2cOrder> label="app.c2c.field.amount" render={(order) => `${order.amount} USDT`} />
        <FunctionField<C2cOrder> label="app.c2c.field.fiat_amount" render={(order) => `${order.fiatAmount} ${order.fiat} (${order.rate})`} />
        <FunctionField<C2cOrder> label="app.c2c.field.payment" render={(order) => order.payment} />
        <LocaleDateField source="placedAt" label="app.c2c.field.placed_at" />
        <LocaleDateField source="expiresAt" label="app.c2c.field.deadline" />
        <Extensions />
        <TextField source="reason" label="app.c2c.field.reason" emptyText="-" />
        <LocaleDateField source="creditedAt" label="app.c2c.field.credited_at" emptyText="-" />
      </SimpleShowLayout>
    </BesideCustomer>
  </Show>
);
