import { useCallback } from 'react';
import { Alert, Box } from '@mui/material';
import { Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DailyAccrualsField } from '../../shared/daily-accruals-field';
import { DetailsList } from '../../shared/details-list';
import { LocaleDateField } from '../../shared/locale-date-field';
import { FetchedImage, ImageGrid } from '../../shared/review/fetched-image';
import { AmountField } from '../../shared/review/funding-fields';
import { FirstApprovalNotice } from '../../shared/review/first-approval-notice';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { BesideCustomer } from '../../shared/customers/beside-customer';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { CreditEvaluation } from './credit-evaluation';
import { LoanProductField, LoanStatusField } from './loan-list';
import { APPLICANT_FIELDS, type Loan } from './loan-record';
import { LoanReview, RepaymentProofReview } from './loan-review';

const LoanImage = ({ imageId, role }: { imageId: string; role: string }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const load = useCallback(() => dataProvider.loanImage(imageId), [dataProvider, imageId]);
  return <FetchedImage load={load} label={translate(`app.loans.image.${role}`, { _: role })} testId="loan-image" />;
};

/** What the applicant told us, beside their documents at full size. */
const Applicant = () => {
  const record = useRecordContext<Loan>();
  const translate = useTranslate();
  // A row of the list shows first, without the applicant: wait for the record itself.
  if (!record?.applicant) return null;
  const { applicant } = record;
  const details = APPLICANT_FIELDS.map((field) => ({ key: field, label: translate(`app.loans.field.${field}`), value: applicant[field] }));
  return <DetailsList details={details} testId="loan-applicant" />;
};

const Documents = () => {
  const record = useRecordContext<Loan>();
  if (!record?.images) return null;
  return (
    <ImageGrid>
      {record.images.map((image) => (
        <LoanImage key={image.imageId} imageId={image.imageId} role={image.role} />
      ))}
    </ImageGrid>
  );
};

/** A repayment by bank transfer waiting for finance: the amount and the customer's proof. */
const PendingProof = () => {
  const record = useRecordContext<Loan>();
  const translate = useTranslate();
  if (record?.pendingVia !== 'proof' || !record.pendingProof) return null;
  return (
    <Box data-testid="loan-pending-proof">
      <Alert severity="warning" sx={{ mb: 1 }}>
        {translate('app.loans.pending_proof', { amount: record.pendingRepayment })}
      </Alert>
      <ImageGrid>
        <LoanImage imageId={record.pendingProof.imageId} role={record.pendingProof.role} />
      </ImageGrid>
      {/* Above the threshold a repayment by bank receipt needs two finance members. */}
      <FirstApprovalNotice
        staffId={record.pendingApprovals?.[0]?.staffId}
        message="app.proposals.four_eyes.loan_second_needed"
        testId="loan-second-approval"
      />
      <RepaymentProofReview />
    </Box>
  );
};

/** Above 10,000 USDT a disbursement needs two finance members: who gave the first, while the loan waits. */
const DisbursementApproval = () => {
  const record = useRecordContext<Loan>();
  if (record?.status !== 'pending') return null;
  return (
    <FirstApprovalNotice
      staffId={record.disbursementApprovals?.[0]?.staffId}
      message="app.proposals.four_eyes.loan_disbursement_second_needed"
      testId="loan-disbursement-second-approval"
    />
  );
};

// One loan: the decision while pending, the applicant and documents, the figures, the daily
// interest; beside it the customer with every balance they hold.
export const LoanShow = () => (
  <Show title="app.loans.title">
    <BesideCustomer<Loan> customerOf={(loan) => ({ customerId: loan.customerId })}>
      <SimpleShowLayout>
        <DisbursementApproval />
        <LoanReview />
        <PendingProof />
        <LoanStatusField label="resources.loans.fields.status" />
        <CustomerNameField source="customerId" />
        <CreditEvaluation />
        <LoanProductField label="resources.loans.fields.productId" />
        <AmountField source="amount" />
        <AmountField source="owed" />
        <AmountField source="accumulatedInterest" />
        <AmountField source="lateFee" />
        <AmountField source="repaid" />
        <TextField source="reason" emptyText="-" />
        <LocaleDateField source="disbursedAt" />
        <LocaleDateField source="dueAt" />
        <Applicant />
        <Documents />
        <DailyAccrualsField source="interest" amountLabel="resources.loans.fields.accumulatedInterest" bookedAt="accruedAt" />
      </SimpleShowLayout>
    </BesideCustomer>
  </Show>
);
