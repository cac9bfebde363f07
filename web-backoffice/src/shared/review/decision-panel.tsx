import { useRef, useState, type ReactNode } from 'react';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { newRequestId } from '../../providers/admin-api';
import type { Decision } from '../../providers/data-provider';
import { useAppDataProvider } from '../use-app-data-provider';
import { errorMessageOf } from '../use-async-data';
import { UNDECIDED, customerAccountOf, type FundingRecord } from './funding-record';
import { useStaffLabel } from './use-staff-label';
import { TitledSection } from '../titled-section';

type ReviewedResource = 'deposits' | 'withdrawals';

// Messages of one resource: `app.deposits.*` or `app.withdrawals.*` (approve_title, approve_text,
// reject_title, reject_text, approved_notice, rejected_notice).
// `approveDisabled`: approval may not be given yet (a security hold runs; the hint says until when).
// `explainRefusal`: the resource's own words for a refusal it knows, or null for the server's message.
type DecisionPanelProps = {
  resource: ReviewedResource;
  messages: string;
  hint?: ReactNode;
  approveDisabled?: boolean;
  explainRefusal?: (error: unknown) => string | null;
};

export const formatMoment = (value: string | null | undefined, locale: string): string => {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
};

const statusOf = (error: unknown): number | undefined =>
  // eslint-disable-next-line money/no-float-conversion -- an HTTP status code
  typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;

type DecisionDialogProps = {
  decision: Decision;
  resource: ReviewedResource;
  messages: string;
  record: FundingRecord;
  onClose: () => void;
  explainRefusal?: (error: unknown) => string | null;
};

const DecisionDialog = ({ decision, resource, messages, record, onClose, explainRefusal }: DecisionDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useAppDataProvider();
  const [text, setText] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Kept after a network failure, so that sending again is recognised as the same decision.
  const requestId = useRef(newRequestId());

  const approving = decision === 'approve';
  const params = { amount: record.amount, coin: record.coin, customer: customerAccountOf(record) };

  const send = async () => {
    const reason = text.trim();
    if (!approving && !reason) {
      setMissingReason(true);
      return;
    }
    setSending(true);
    setRefusal(null);
    try {
      await dataProvider.decide(
        resource,
        record.id,
        decision,
        approving ? (reason ? { note: reason } : {}) : { reason },
        requestId.current,
      );
      notify(`${messages}.${approving ? 'approved' : 'rejected'}_notice`, { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      if (statusOf(error) !== 0) requestId.current = newRequestId();
      setRefusal(explainRefusal?.(error) ?? errorMessageOf(error));
    } finally {
      setSending(false);
    }
  };

  const titleId = `${decision}-dialog-title`;
  return (
    <Dialog open onClose={sending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate(`${messages}.${decision}_title`)}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate(`${messages}.${decision}_text`, params)}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          rows={3}
          name={approving ? 'note' : 'reason'}
          label={translate(approving ? 'app.funding.decision.note' : 'app.funding.decision.reason')}
          required={!approving}
          value={text}
          disabled={sending}
          error={missingReason && !text.trim()}
          helperText={
            missingReason && !text.trim()
              ? translate('app.funding.decision.reason_required')
              : translate(approving ? 'app.funding.decision.note_help' : 'app.funding.decision.reason_help')
          }
          onChange={(event) => setText(event.target.value)}
        />
        {refusal && (
          <Alert severity="error" role="alert" data-testid="decision-error" sx={{ mt: 2 }}>
            {translate(refusal, { _: refusal })}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={approving ? 'success' : 'error'}
          data-testid={approving ? 'confirm-approve' : 'confirm-reject'}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={send}
        >
          {translate(approving ? 'app.funding.decision.confirm_approve' : 'app.funding.decision.confirm_reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Who decided what and when, or that the request still waits. */
const DecisionSummary = ({ record }: { record: FundingRecord }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const staff = useStaffLabel(record.reviewed_by ?? undefined);
  const time = formatMoment(record.reviewed_at, locale);

  if (UNDECIDED.includes(record.status)) {
    return (
      <Typography color="text.secondary" data-testid="decision-summary">
        {translate('app.funding.decision.waiting', { time: formatMoment(record.created_at, locale) })}
      </Typography>
    );
  }
  const approved = record.status === 'completed';
  const who = staff || translate('app.funding.decision.unknown_staff');
  const remark = record.reason ?? record.note;
  return (
    <Alert severity={approved ? 'success' : 'error'} data-testid="decision-summary">
      <Typography>
        {translate(approved ? 'app.funding.decision.approved_by' : 'app.funding.decision.rejected_by', {
          staff: who,
          time: time || '-',
        })}
      </Typography>
      {remark && (
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }} data-testid="decision-reason">
          {translate(approved ? 'app.funding.decision.note_is' : 'app.funding.decision.reason_is', { text: remark })}
        </Typography>
      )}
    </Alert>
  );
};

/** The decision on a deposit or a withdrawal: its outcome, or the buttons to make it. */
export const DecisionPanel = ({ resource, messages, hint, approveDisabled = false, explainRefusal }: DecisionPanelProps) => {
  const record = useRecordContext<FundingRecord>();
  const translate = useTranslate();
  const { roles, isPending } = useStaffRoles();
  const [dialog, setDialog] = useState<Decision | null>(null);
  if (!record) return null;

  const undecided = UNDECIDED.includes(record.status);
  const canDecide = !isPending && staffCan(roles, resource, 'decide');

  return (
    <TitledSection id="decision-heading" title="app.funding.decision.title" gutterBottom sx={{ p: 2 }}>
      <Stack spacing={2}>
        <DecisionSummary record={record} />
        {undecided && hint}
        {undecided && canDecide && (
          <Stack direction="row" spacing={2}>
            <Button
              variant="contained"
              color="success"
              data-testid="approve"
              disabled={approveDisabled}
              startIcon={<CheckCircleIcon />}
              onClick={() => setDialog('approve')}
            >
              {translate('app.funding.decision.approve')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              data-testid="reject"
              startIcon={<CancelIcon />}
              onClick={() => setDialog('reject')}
            >
              {translate('app.funding.decision.reject')}
            </Button>
          </Stack>
        )}
        {undecided && !canDecide && !isPending && (
          <Alert severity="info" data-testid="decision-read-only">
            {translate('app.funding.decision.read_only')}
          </Alert>
        )}
      </Stack>
      {dialog && (
        <DecisionDialog
          key={dialog}
          decision={dialog}
          resource={resource}
          messages={messages}
          record={record}
          onClose={() => setDialog(null)}
          explainRefusal={explainRefusal}
        />
      )}
    </TitledSection>
  );
};
