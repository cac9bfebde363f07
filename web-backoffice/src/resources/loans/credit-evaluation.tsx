import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { useStaffCan } from '../../auth/use-staff-roles';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { errorMessageOf } from '../../shared/use-async-data';
import type { BorrowerStanding } from './loan-record';

/**
 * The customer's credit score, set by finance or compliance with a reason: the published table turns it into a
 * limit. On a loan and on a request in the evaluation queue (any record with the customer's id).
 */
export const CreditEvaluation = () => {
  const record = useRecordContext<RaRecord & { customerId: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const mayDecide = useStaffCan('credit-requests', 'decide');
  const [score, setScore] = useState('');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!record || !mayDecide) return null;

  const save = async () => {
    setRefusal(null);
    try {
      const { data } = await dataProvider.evaluateCredit<BorrowerStanding>(record.customerId, Number.parseInt(score, 10), reason.trim());
      notify('app.loans.credit_saved', { type: 'success', messageArgs: { score: data.score, limit: data.limit } });
      setScore('');
      setReason('');
      refresh();
    } catch (error) {
      setRefusal(errorMessageOf(error));
    }
  };

  return (
    <Stack spacing={1} sx={{ maxWidth: 520 }}>
      <Typography variant="subtitle2">{translate('app.loans.credit_title')}</Typography>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label={translate('app.loans.score')}
          value={score}
          onChange={(event) => setScore(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'credit-score-input' } }}
        />
        <TextField
          size="small"
          label={translate('app.loans.reason')}
          slotProps={{ htmlInput: { 'data-testid': 'credit-reason-input' } }}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          fullWidth
        />
        <Button variant="outlined" onClick={save} data-testid="credit-save" disabled={!score || !reason.trim()}>
          {translate('ra.action.save')}
        </Button>
      </Stack>
      {refusal && <Alert severity="error">{refusal}</Alert>}
    </Stack>
  );
};
