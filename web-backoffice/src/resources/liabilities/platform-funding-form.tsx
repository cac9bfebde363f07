import { useRef, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { newRequestId } from '../../providers/admin-api';
import { RefusalAlert } from '../../shared/refusal-alert';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import { useStaffAction } from '../../shared/use-staff-action';

const FUNDABLE = ['earn-payouts', 'loan-book', 'etf-funds'] as const;

/** Finance moves the platform's USDT from the treasury into a paying account, with a reason, after confirming. */
export const PlatformFundingForm = ({ onFunded }: { onFunded: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { roles, isPending } = useStaffRoles();
  const { run, sending, refusal } = useStaffAction();
  const [to, setTo] = useState<(typeof FUNDABLE)[number]>('earn-payouts');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  // Kept across a failed attempt, so sending again is the same funding.
  const requestId = useRef(newRequestId());
  if (isPending || !staffCan(roles, 'platform-funding', 'create')) return null;

  const send = async () => {
    setConfirming(false);
    const body = { requestId: requestId.current, to, amount: amount.trim(), reason: reason.trim() };
    if (
      await run(() => dataProvider.fundPlatformAccount(body), 'app.liabilities.funded', { amount: body.amount, account: `platform:${to}` })
    ) {
      requestId.current = newRequestId();
      setAmount('');
      setReason('');
      onFunded();
    }
  };

  return (
    <Card component="section" aria-labelledby="platform-funding" data-testid="platform-funding">
      <CardContent>
        <Typography id="platform-funding" variant="h6" component="h2" gutterBottom>
          {translate('app.liabilities.fund_title')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '240px 180px 1fr auto' } }}>
          <TextField
            select
            label={translate('app.liabilities.account')}
            value={to}
            onChange={(event) => setTo(event.target.value as (typeof FUNDABLE)[number])}
            sx={{ minWidth: 220 }}
          >
            {FUNDABLE.map((account) => (
              <MenuItem key={account} value={account}>
                platform:{account}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('app.liabilities.fund_amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'fund-amount' } }}
          />
          <TextField
            label={translate('app.liabilities.fund_reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}

            slotProps={{ htmlInput: { 'data-testid': 'fund-reason' } }}
          />
          <Button
            variant="contained"
            onClick={() => setConfirming(true)}
            disabled={sending || !amount.trim() || !reason.trim()}
            data-testid="fund-submit"
          >
            {translate('app.liabilities.fund')}
          </Button>
        </Box>
        <RefusalAlert refusal={refusal} />
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="fund-confirm-title">
        <DialogTitle id="fund-confirm-title">{translate('app.liabilities.fund_confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {translate('app.liabilities.fund_confirm_text', { amount: amount.trim(), account: `platform:${to}` })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={send} data-testid="fund-confirm">
            {translate('app.liabilities.fund')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
};
