import { useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { staffCan } from '../auth/staff-access';
import { useStaffRoles } from '../auth/use-staff-roles';
import type { Decision } from '../providers/data-provider';
import { RefusalAlert } from './refusal-alert';
import { useStaffAction } from './use-staff-action';

export type DecisionPart = 'label' | 'title' | 'text' | 'notice';

type PairedDecisionProps<D extends string> = {
  /** Staff allowed to `decide` on `resource` see the buttons; others read `<messages>.read_only`. */
  resource: string;
  /** The resource's `app.<name>` keys: `reason` labels the reason input, `reason_required` refuses an empty one. */
  messages: string;
  /** The decision taken on a confirmation alone, and the one that needs the reason the customer reads. */
  confirmed: D;
  withReason: D;
  /**
   * The message key of each decision's button label, dialog title and text, and notice once it lands;
   * by default `nestedDecisionMessages(messages)`.
   */
  messageOf?: (decision: D, part: DecisionPart) => string;
  /** Values for the dialog text and the notice (amounts, the customer, the coin). */
  messageArgs?: Record<string, unknown>;
  /** `<testId>-<decision>` on the buttons, `<testId>-decision-confirm` and `<testId>-reason-input` in the dialog. */
  testId: string;
  decide: (decision: D, body: { reason?: string }) => Promise<unknown>;
  /** The message, with `messageArgs`, of what is asked, as a warning above the buttons. */
  question?: string;
  /** Shown above the buttons (approvals so far). */
  banner?: ReactNode;
};

/**
 * A pair of staff decisions on the record shown (approve or reject, disburse or reject, allot or fail):
 * each confirmed in a dialog, the second only with a reason; sent once at a time, the server's refusal
 * shown in the dialog. When a decision applies is the caller's to check; who may take it, this one's.
 */
export const PairedDecision = <D extends string>(props: PairedDecisionProps<D>) => {
  const { resource, messages, confirmed, withReason, messageArgs, testId, decide, question, banner } = props;
  const messageOf = props.messageOf ?? nestedDecisionMessages(messages);
  const translate = useTranslate();
  const { roles, isPending } = useStaffRoles();
  const { run, sending, refusal, setRefusal } = useStaffAction();
  const [decision, setDecision] = useState<D | null>(null);
  const [reason, setReason] = useState('');
  if (isPending) return null;
  if (!staffCan(roles, resource, 'decide')) return <Alert severity="info">{translate(`${messages}.read_only`)}</Alert>;

  const open = (next: D) => {
    setRefusal(null);
    setDecision(next);
  };
  const send = async () => {
    if (decision === null) return;
    if (decision === withReason && !reason.trim()) {
      setRefusal(translate(`${messages}.reason_required`));
      return;
    }
    const body = decision === withReason ? { reason: reason.trim() } : {};
    if (await run(() => decide(decision, body), messageOf(decision, 'notice'), messageArgs)) setDecision(null);
  };

  return (
    <Stack spacing={1}>
      {question && <Alert severity="warning">{translate(question, messageArgs)}</Alert>}
      {banner}
      <Stack direction="row" spacing={2}>
        <Button variant="contained" color="success" onClick={() => open(confirmed)} data-testid={`${testId}-${confirmed}`}>
          {translate(messageOf(confirmed, 'label'))}
        </Button>
        <Button variant="outlined" color="error" onClick={() => open(withReason)} data-testid={`${testId}-${withReason}`}>
          {translate(messageOf(withReason, 'label'))}
        </Button>
      </Stack>
      <Dialog open={decision !== null} onClose={() => setDecision(null)} aria-labelledby={`${testId}-decision-title`}>
        <DialogTitle id={`${testId}-decision-title`}>{decision && translate(messageOf(decision, 'title'), messageArgs)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{decision && translate(messageOf(decision, 'text'), messageArgs)}</DialogContentText>
          {decision === withReason && (
            <TextField
              autoFocus
              margin="dense"
              label={translate(`${messages}.reason`)}
              fullWidth
              multiline
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': `${testId}-reason-input` } }}
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
            color={decision === confirmed ? 'success' : 'error'}
            data-testid={`${testId}-decision-confirm`}
          >
            {decision && translate(messageOf(decision, 'label'))}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};

/** Messages laid out flat: `<prefix>.approve`, `.approve_title`, `.approve_text`, `.approved_notice`, and reject's. */
export const approvalMessages =
  (prefix: string) =>
  (decision: 'approve' | 'reject', part: DecisionPart): string => {
    if (part === 'label') return `${prefix}.${decision}`;
    if (part === 'notice') return `${prefix}.${decision === 'approve' ? 'approved' : 'rejected'}_notice`;
    return `${prefix}.${decision}_${part}`;
  };

/** Messages nested per decision: `<prefix>.<decision>.label|title|text|notice` (dashes become underscores). */
export const nestedDecisionMessages =
  (prefix: string) =>
  (decision: string, part: DecisionPart): string =>
    `${prefix}.${decision.replace(/-/g, '_')}.${part}`;

type ApproveOrRejectProps = Omit<PairedDecisionProps<Decision>, 'confirmed' | 'withReason' | 'messageOf'>;

/** The usual pair: approve on a confirmation, reject with a reason; its messages laid out flat (`approvalMessages`). */
export const ApproveOrReject = (props: ApproveOrRejectProps) => (
  <PairedDecision<Decision> {...props} confirmed="approve" withReason="reject" messageOf={approvalMessages(props.messages)} />
);
