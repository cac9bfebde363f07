import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { useStaffRoles } from '../../auth/use-staff-roles';
import type { AppDataProvider } from '../../providers/data-provider';
import type { Proposal } from './proposal-record';

type Decision = 'confirm' | 'reject' | 'withdraw';

/**
 * Confirm or reject another staff member's proposal; withdraw one's own. The server refuses the
 * proposer's confirmation; the screen does not offer it. A confirmed change whose application was cut
 * short (still `due`) is offered to be applied now: confirming it again completes it.
 */
export const ProposalActions = () => {
  const proposal = useRecordContext<Proposal>();
  const resource = useResourceContext() ?? 'proposals-accounts';
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity } = useGetIdentity();
  const { roles } = useStaffRoles();
  const [dialog, setDialog] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!proposal) return null;
  const due = proposal.status === 'confirmed' && proposal.application === 'due';
  if (proposal.status !== 'pending' && !due) return null;
  const mine = identity !== undefined && String(identity.id) === String(proposal.proposer_id);
  const mayDecide = roles.some((role) => proposal.confirm_roles.includes(role));
  if (!mayDecide && !mine) return null;
  if (due && !mayDecide) return null;

  const run = async (decision: Decision) => {
    setBusy(true);
    try {
      await dataProvider.proposalDecision(resource, proposal.id, decision, decision === 'confirm' ? {} : { reason });
      notify(`app.proposals.${decision}ed_notice`, { type: 'success' });
      setDialog(null);
      setReason('');
      refresh();
    } catch (error) {
      notify((error as Error).message || 'app.errors.http_other', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      {due ? (
        <Button size="small" variant="contained" data-testid="apply-proposal" onClick={() => setDialog('confirm')}>
          {translate('app.proposals.apply_now')}
        </Button>
      ) : mine ? (
        <Button size="small" data-testid="withdraw-proposal" onClick={() => setDialog('withdraw')}>
          {translate('app.proposals.withdraw')}
        </Button>
      ) : (
        <>
          <Button size="small" variant="contained" data-testid="confirm-proposal" onClick={() => setDialog('confirm')}>
            {translate('app.proposals.confirm')}
          </Button>
          <Button size="small" color="error" data-testid="reject-proposal" onClick={() => setDialog('reject')}>
            {translate('app.proposals.reject')}
          </Button>
        </>
      )}
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} aria-labelledby="proposal-decision-title">
        <DialogTitle id="proposal-decision-title">{dialog ? translate(due ? 'app.proposals.apply_now' : `app.proposals.${dialog}_title`) : ''}</DialogTitle>
        <DialogContent>
          {dialog === 'confirm' ? (
            due ? (
              translate('app.proposals.apply_text', { name: proposal.decided_by_name ?? proposal.decided_by ?? '' })
            ) : (
              translate('app.proposals.confirm_text', { name: proposal.proposer_name })
            )
          ) : (
            <TextField
              autoFocus
              fullWidth
              required
              margin="dense"
              label={translate('app.proposals.reason')}
              value={reason}
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'proposal-reason' } }}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)}>{translate('ra.action.cancel')}</Button>
          <Button
            data-testid="proposal-decision-confirm"
            disabled={busy || (dialog !== 'confirm' && reason.trim() === '')}
            onClick={() => dialog && void run(dialog)}
          >
            {dialog ? translate(due ? 'app.proposals.apply_now' : `app.proposals.${dialog}`) : ''}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
