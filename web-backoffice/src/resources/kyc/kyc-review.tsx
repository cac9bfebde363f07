import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ApproveOrReject } from '../../shared/paired-decision';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { APPROVALS_NEEDED, type KycSubmission } from './kyc-record';

/** Approve (confirmed) or reject (with the reason the customer reads) a submission under review. */
export const KycReview = () => {
  const record = useRecordContext<KycSubmission>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  if (!record) return null;
  const needed = APPROVALS_NEEDED[record.tier] ?? 1;
  const progress = needed > 1 ? translate('app.kyc.approvals', { count: record.approvals.length, needed }) : null;
  if (record.status !== 'under_review') return null;
  return (
    <ApproveOrReject
      resource="kyc"
      messages="app.kyc"
      messageArgs={{ customer: record.account }}
      testId="kyc"
      decide={(decision, body) => dataProvider.kycDecision(record.id, decision, body)}
      banner={
        progress && (
          <Alert severity="info" data-testid="kyc-approvals">
            {progress}
          </Alert>
        )
      }
    />
  );
};
