import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useStaffLabel } from './use-staff-label';

// `staffId`: who gave the first approval, or nothing while none waits for a second; `message` names them as `first`.
type FirstApprovalNoticeProps = { staffId: string | undefined; message: string; testId: string };

/** Above a threshold, money moves only once a second, different staff member approves too: who gave the first. */
export const FirstApprovalNotice = ({ staffId, message, testId }: FirstApprovalNoticeProps) => {
  const translate = useTranslate();
  const first = useStaffLabel(staffId);
  if (!staffId) return null;
  return (
    <Alert severity="info" sx={{ my: 1 }} data-testid={testId}>
      {translate(message, { first })}
    </Alert>
  );
};
