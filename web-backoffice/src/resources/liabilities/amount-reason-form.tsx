import { useRef, useState, type ReactNode } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { newRequestId } from '../../providers/admin-api';

export type AmountAndReason = { requestId: string; amount: string; reason: string };

// `messages` are translation keys; `ids` the test ids (amount, reason, submit, confirm) and
// `titleId` the dialog title's id; `leading` stands before the amount (what the money goes to).
type AmountReasonFormProps = {
  messages: { amount: string; reason: string; submit: string; confirmTitle: string };
  confirmText: (amount: string) => string;
  ids: { amount: string; reason: string; submit: string; confirm: string };
  titleId: string;
  columns: string;
  leading?: ReactNode;
  sending: boolean;
  send: (input: AmountAndReason) => Promise<boolean>;
  onSent: () => void;
};

/** An amount and a reason, sent only once the staff member confirms them; a sent form starts empty again. */
export const AmountReasonForm = ({ messages, confirmText, ids, titleId, columns, leading, sending, send, onSent }: AmountReasonFormProps) => {
  const translate = useTranslate();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  // Kept across a failed attempt, so sending again is the same act.
  const requestId = useRef(newRequestId());

  const confirmed = async () => {
    setConfirming(false);
    if (await send({ requestId: requestId.current, amount: amount.trim(), reason: reason.trim() })) {
      requestId.current = newRequestId();
      setAmount('');
      setReason('');
      onSent();
    }
  };

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: columns } }}>
        {leading}
        <TextField
          label={translate(messages.amount)}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': ids.amount, inputMode: 'decimal' } }}
        />
        <TextField
          label={translate(messages.reason)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': ids.reason } }}
        />
        <Button
          variant="contained"
          onClick={() => setConfirming(true)}
          disabled={sending || !amount.trim() || !reason.trim()}
          data-testid={ids.submit}
        >
          {translate(messages.submit)}
        </Button>
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{translate(messages.confirmTitle)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{confirmText(amount.trim())}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={confirmed} data-testid={ids.confirm}>
            {translate(messages.submit)}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
