import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import type { LoanDecision } from '../../providers/data-provider';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { useStaffAction } from '../../shared/use-staff-action';
import type { Loan } from './loan-record';

/**
 * A pair of finance decisions on a loan: the first confirmed, the second with the reason the customer
 * reads. Each decision names its messages under `app.loans.<decision>` (label, title, text, notice).
 */
type LoanDecisionsProps = {
  approve: LoanDecision;
  reject: LoanDecision;
  applies: (loan: Loan) => boolean;
  amountOf: (loan: Loan) => string;
};

const LoanDecisions = ({ approve, reject, applies, amountOf }: LoanDecisionsProps) => {
  const record = useRecordContext<Loan>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { roles, isPending } = useStaffRoles();
  const { run, sending, refusal, setRefusal } = useStaffAction();
  const [decision, setDecision] = useState<LoanDecision | null>(null);
  const [reason, setReason] = useState('');
  if (!record || isPending || !applies(record)) return null;
  if (!staffCan(roles, 'loans', 'decide')) return <Alert severity="info">{translate('app.loans.read_only')}</Alert>;

  const messages = (of: LoanDecision) => `app.loans.${of.replace('-', '_')}`;
  const send = async () => {
    if (decision === reject && !reason.trim()) {
      setRefusal(translate('app.loans.reason_required'));
      return;
    }
    const body = decision === reject ? { reason: reason.trim() } : {};
    if (await run(() => dataProvider.loanDecision(record.id, decision!, body), `${messages(decision!)}.notice`)) setDecision(null);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" color="success" onClick={() => setDecision(approve)} data-testid={`loan-${approve}`}>
          {translate(`${messages(approve)}.label`)}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDecision(reject)} data-testid={`loan-${reject}`}>
          {translate(`${messages(reject)}.label`)}
        </Button>
      </Stack>
      <Dialog open={decision !== null} onClose={() => setDecision(null)} aria-labelledby="loan-decision-title">
        <DialogTitle id="loan-decision-title">{decision && translate(`${messages(decision)}.title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{decision && translate(`${messages(decision)}.text`, { amount: amountOf(record) })}</DialogContentText>
          {decision === reject && (
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
            color={decision === approve ? 'success' : 'error'}
            data-testid="loan-decision-confirm"
          >
            {decision && translate(`${messages(decision)}.label`)}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};

/** Disburse a pending loan from the loan book (confirmed), or reject it with the reason the customer reads. */
export const LoanReview = () => (
  <LoanDecisions approve="disburse" reject="reject" applies={(loan) => loan.status === 'pending'} amountOf={(loan) => loan.amount} />
);

/** A repayment made by bank transfer: approved, the loan is repaid from the treasury; rejected, the customer reads why. */
export const RepaymentProofReview = () => (
  <LoanDecisions
    approve="approve-repayment"
    reject="reject-repayment"
    applies={(loan) => loan.pendingVia === 'proof'}
    amountOf={(loan) => loan.pendingRepayment ?? '0'}
  />
);
