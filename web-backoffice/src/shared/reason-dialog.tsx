import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import type { ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RefusalAlert } from './refusal-alert';

type ReasonDialogProps = {
  /** The dialog title's element id (the dialog is labelled by it) and its message. */
  titleId: string;
  title: string;
  /** What the decision does, above the inputs. */
  text?: ReactNode;
  /** Inputs of the decision's own, above the reason (how many hours an extension gives). */
  children?: ReactNode;
  reasonLabel: string;
  reasonHelp?: string;
  confirmLabel: string;
  confirmColor?: ButtonProps['color'];
  testIds: { reason: string; confirm: string };
  /** From `useStaffAction`: while it is sent the dialog stays open; the server's refusal shows in it. */
  sending: boolean;
  refusal: string | null;
  /** Called with the trimmed reason, never an empty one. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** A staff decision that needs a reason (who reads it, the helper says): nothing is sent until one is written. */
export const ReasonDialog = (props: ReasonDialogProps) => {
  const {
    titleId,
    title,
    text,
    children,
    reasonLabel,
    reasonHelp,
    confirmLabel,
    confirmColor,
    testIds,
    sending,
    refusal,
    onConfirm,
    onClose,
  } = props;
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const confirm = () => {
    setTried(true);
    if (reason.trim()) onConfirm(reason.trim());
  };
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        {text && <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>}
        <Stack spacing={2}>
          {children}
          <TextField
            autoFocus
            fullWidth
            multiline
            rows={3}
            required
            // Without a text above it, room for the input's label under the title.
            sx={text ? undefined : { mt: 1 }}
            label={translate(reasonLabel)}
            helperText={reasonHelp && translate(reasonHelp)}
            value={reason}
            error={tried && !reason.trim()}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': testIds.reason } }}
          />
        </Stack>
        <RefusalAlert refusal={refusal} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color={confirmColor} onClick={confirm} disabled={sending} data-testid={testIds.confirm}>
          {translate(confirmLabel)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
