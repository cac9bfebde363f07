import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import type { Decision } from '../../providers/data-provider';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { errorMessageOf } from '../../shared/use-async-data';
import { APPROVALS_NEEDED, type KycSubmission } from './kyc-record';

/** Approve (confirmed) or reject (with the reason the customer reads) a submission under review. */
export const KycReview = () => {
  const record = useRecordContext<KycSubmission>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const { roles, isPending } = useStaffRoles();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!record || isPending) return null;
  const needed = APPROVALS_NEEDED[record.tier] ?? 1;
  const progress = needed > 1 ? translate('app.kyc.approvals', { count: record.approvals.length, needed }) : null;
  if (record.status !== 'under_review') return null;
  if (!staffCan(roles, 'kyc', 'decide')) return <Alert severity="info">{translate('app.kyc.read_only')}</Alert>;

  const send = async () => {
    if (decision === 'reject' && !reason.trim()) {
      setRefusal(translate('app.kyc.reason_required'));
      return;
    }
    setSending(true);
    setRefusal(null);
    try {
      await dataProvider.kycDecision(record.id, decision!, decision === 'reject' ? { reason: reason.trim() } : {});
      notify(decision === 'approve' ? 'app.kyc.approved_notice' : 'app.kyc.rejected_notice', { type: 'success' });
      setDecision(null);
      refresh();
    } catch (error) {
      setRefusal(errorMessageOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1}>
      {progress && (
        <Alert severity="info" data-testid="kyc-approvals">
          {progress}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" color="success" onClick={() => setDecision('approve')} data-testid="kyc-approve">
          {translate('app.kyc.approve')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDecision('reject')} data-testid="kyc-reject">
          {translate('app.kyc.reject')}
        </Button>
      </Stack>
      <Dialog open={decision !== null} onClose={() => setDecision(null)} aria-labelledby="kyc-decision-title">
        <DialogTitle id="kyc-decision-title">
          {translate(decision === 'approve' ? 'app.kyc.approve_title' : 'app.kyc.reject_title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(decision === 'approve' ? 'app.kyc.approve_text' : 'app.kyc.reject_text', { customer: record.account })}
          </DialogContentText>
          {decision === 'reject' && (
            <TextField
              autoFocus
              margin="dense"
              label={translate('app.kyc.reason')}
              fullWidth
              multiline
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'kyc-reason-input' } }}
            />
          )}
          {refusal && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {refusal}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDecision(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            onClick={send}
            disabled={sending}
            variant="contained"
            color={decision === 'approve' ? 'success' : 'error'}
            data-testid="kyc-decision-confirm"
          >
            {translate(decision === 'approve' ? 'app.kyc.approve' : 'app.kyc.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
