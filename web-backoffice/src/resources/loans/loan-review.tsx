import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { errorMessageOf } from '../../shared/use-async-data';
import type { Loan } from './loan-record';

type Decision = 'disburse' | 'reject';

/** Disburse a pending loan from the loan book (confirmed), or reject it with the reason the customer reads. */
export const LoanReview = () => {
  const record = useRecordContext<Loan>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const { roles, isPending } = useStaffRoles();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!record || isPending || record.status !== 'pending') return null;
  if (!staffCan(roles, 'loans', 'decide')) return <Alert severity="info">{translate('app.loans.read_only')}</Alert>;

  const send = async () => {
    if (decision === 'reject' && !reason.trim()) {
      setRefusal(translate('app.loans.reason_required'));
      return;
    }
    setSending(true);
    setRefusal(null);
    try {
      await dataProvider.loanDecision(record.id, decision!, decision === 'reject' ? { reason: reason.trim() } : {});
      notify(decision === 'disburse' ? 'app.loans.disbursed_notice' : 'app.loans.rejected_notice', { type: 'success' });
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
      <Stack direction="row" spacing={2}>
        <Button variant="contained" color="success" onClick={() => setDecision('disburse')} data-testid="loan-disburse">
          {translate('app.loans.disburse')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDecision('reject')} data-testid="loan-reject">
          {translate('app.loans.reject')}
        </Button>
      </Stack>
      <Dialog open={decision !== null} onClose={() => setDecision(null)} aria-labelledby="loan-decision-title">
        <DialogTitle id="loan-decision-title">
          {translate(decision === 'disburse' ? 'app.loans.disburse_title' : 'app.loans.reject_title')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate(decision === 'disburse' ? 'app.loans.disburse_text' : 'app.loans.reject_text', { amount: record.amount })}
          </DialogContentText>
          {decision === 'reject' && (
            <TextField
              autoFocus
              margin="dense"
              label={translate('app.loans.reason')}
              fullWidth
              multiline
              value={reason}
              onChange={(event) => setReason(event.target.value)}
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
            color={decision === 'disburse' ? 'success' : 'error'}
            data-testid="loan-decision-confirm"
          >
            {translate(decision === 'disburse' ? 'app.loans.disburse' : 'app.loans.reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
