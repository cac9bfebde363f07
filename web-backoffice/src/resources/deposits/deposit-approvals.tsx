import { Alert } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Deposit } from '../../shared/review/funding-record';
import { useStaffLabel } from '../../shared/review/use-staff-label';

/**
 * Above the rules' `dual_approval_above` a deposit needs two different finance staff members: after
 * the first approval it waits, `approving`, with nothing credited, and names who gave it.
 */
export const DepositApprovals = () => {
  const deposit = useRecordContext<Deposit>();
  const translate = useTranslate();
  const first = useStaffLabel(deposit?.approvals?.[0]?.staff_id);
  if (!deposit || deposit.status !== 'approving') return null;
  return (
    <Alert severity="info" sx={{ mx: 2 }} data-testid="deposit-second-approval">
      {translate('app.proposals.four_eyes.deposit_second_needed', { first: first || '-' })}
    </Alert>
  );
};
