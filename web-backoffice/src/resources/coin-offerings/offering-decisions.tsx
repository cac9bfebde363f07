import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import type { OfferingDecision } from '../../providers/data-provider';
import { RefusalAlert } from '../../shared/refusal-alert';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { useStaffAction } from '../../shared/use-staff-action';
import { decidable, type CoinOffering } from './coin-offering-record';

/**
 * After the window: allot by the published rule (confirmed, with what was asked for against the
 * volume), or fail the issuance with the reason every subscriber reads (all refunded).
 */
export const OfferingDecisions = () => {
  const record = useRecordContext<CoinOffering>();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { roles, isPending } = useStaffRoles();
  const { run, sending, refusal, setRefusal } = useStaffAction();
  const [decision, setDecision] = useState<OfferingDecision | null>(null);
  const [reason, setReason] = useState('');
  if (!record || isPending || !decidable(record)) return null;
  if (!staffCan(roles, 'coin-offerings', 'decide')) return <Alert severity="info">{translate('app.coin_offerings.read_only')}</Alert>;

  const send = async () => {
    if (decision === 'fail' && !reason.trim()) {
      setRefusal(translate('app.coin_offerings.reason_required'));
      return;
    }
    const body = decision === 'fail' ? { reason: reason.trim() } : {};
    if (
      await run(() => dataProvider.offeringDecision(record.id, decision!, body), `app.coin_offerings.${decision}.notice`, {
        symbol: record.symbol,
      })
    )
      setDecision(null);
  };

  return (
    <Stack spacing={1}>
      <Alert severity="warning">
        {translate('app.coin_offerings.to_decide', { subscribed: record.subscribed, volume: record.issueVolume })}
      </Alert>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" color="success" onClick={() => setDecision('allot')} data-testid="offering-allot">
          {translate('app.coin_offerings.allot.label')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDecision('fail')} data-testid="offering-fail">
          {translate('app.coin_offerings.fail.label')}
        </Button>
      </Stack>
      <Dialog open={decision !== null} onClose={() => setDecision(null)} aria-labelledby="offering-decision-title">
        <DialogTitle id="offering-decision-title">
          {decision && translate(`app.coin_offerings.${decision}.title`, { symbol: record.symbol })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {decision &&
              translate(`app.coin_offerings.${decision}.text`, {
                subscribed: record.subscribed,
                volume: record.issueVolume,
                symbol: record.symbol,
              })}
          </DialogContentText>
          {decision === 'fail' && (
            <TextField
              autoFocus
              margin="dense"
              label={translate('app.coin_offerings.reason')}
              fullWidth
              multiline
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'offering-fail-reason' } }}
            />
          )}
          <RefusalAlert refusal={refusal} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDecision(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            onClick={send}
            disabled={sending}
            variant="contained"
            color={decision === 'allot' ? 'success' : 'error'}
            data-testid="offering-decision-confirm"
          >
            {decision && translate(`app.coin_offerings.${decision}.label`)}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
