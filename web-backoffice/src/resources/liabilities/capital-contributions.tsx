import { useCallback, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ApiModel } from '@meridian/contracts';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { adminApi } from '../../providers/admin-api';
import { FiguresTable, type FiguresColumn } from '../../shared/figures-table';
import { RefusalAlert } from '../../shared/refusal-alert';
import { useAsyncData } from '../../shared/use-async-data';
import { useStaffAction } from '../../shared/use-staff-action';
import { AmountReasonForm, type AmountAndReason } from './amount-reason-form';
import { TitledSection } from '../../shared/titled-section';

type Contribution = ApiModel<'CapitalContributionResponseDto'>;

const mono = { fontFamily: 'monospace' } as const;

/**
 * The operator's capital into the treasury (docs/security.md, "Insolvency"): one finance or admin
 * member proposes an amount with a reason (nothing moves), a different one confirms it (the treasury
 * is credited from deposit clearing) or rejects it with a reason. The server refuses the proposer's
 * own confirmation; the refusal shows under the list.
 */
export const CapitalContributions = ({ treasury, onChanged }: { treasury: string; onChanged: () => void }) => {
  const translate = useTranslate();
  const { roles, isPending: rolesPending } = useStaffRoles();
  const { run, sending, refusal } = useStaffAction();
  const load = useCallback(async () => (await adminApi<{ data: Contribution[] }>('/capital-contributions')).data, []);
  const { data, reload } = useAsyncData(load);
  const [rejecting, setRejecting] = useState<Contribution | null>(null);
  const [rejectReason, setRejectReason] = useState('');
  const canAct = !rolesPending && staffCan(roles, 'platform-funding', 'create');
  const changed = () => {
    reload();
    onChanged();
  };

  const propose = (body: AmountAndReason) =>
    run(() => adminApi('/capital-contributions', { method: 'POST', body }), 'app.liabilities.capital_proposed', { amount: body.amount });
  const confirm = async (row: Contribution) => {
    if (
      await run(
        () => adminApi(`/capital-contributions/${encodeURIComponent(row.id)}/confirm`, { method: 'POST' }),
        'app.liabilities.capital_confirmed',
        { amount: row.amount },
      )
    )
      changed();
  };
  const reject = async () => {
    const row = rejecting;
    setRejecting(null);
    if (!row) return;
    const body = { reason: rejectReason.trim() };
    if (
      await run(
        () => adminApi(`/capital-contributions/${encodeURIComponent(row.id)}/reject`, { method: 'POST', body }),
        'app.liabilities.capital_rejected',
        { amount: row.amount },
      )
    ) {
      setRejectReason('');
      changed();
    }
  };

  const columns: FiguresColumn<Contribution>[] = [
    { header: 'app.liabilities.capital_status', cell: (row) => translate(`app.liabilities.capital_status_${row.status}`) },
    { header: 'app.liabilities.fund_amount', align: 'right', sx: mono, cell: (row) => row.amount },
    { header: 'app.liabilities.capital_reason', cell: (row) => (row.rejectReason ? `${row.reason} / ${row.rejectReason}` : row.reason) },
    {
      header: 'app.liabilities.capital_by',
      sx: mono,
      cell: (row) => (row.decidedBy ? `${row.proposedBy} / ${row.decidedBy}` : row.proposedBy),
    },
    {
      cell: (row) =>
        canAct &&
        row.status === 'proposed' && (
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" disabled={sending} onClick={() => confirm(row)} data-testid="capital-confirm">
              {translate('app.liabilities.capital_confirm')}
            </Button>
            <Button size="small" disabled={sending} onClick={() => setRejecting(row)} data-testid="capital-reject">
              {translate('app.liabilities.capital_reject')}
            </Button>
          </Stack>
        ),
    },
  ];

  return (
    <TitledSection id="capital-contributions" title="app.liabilities.capital_title" card gutterBottom testId="capital-contributions">
      <Typography sx={mono} data-testid="treasury-balance">
        {translate('app.liabilities.treasury_balance', { amount: treasury })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.liabilities.capital_explanation')}
      </Typography>
      {canAct && (
        <Box sx={{ mb: 2 }}>
          <AmountReasonForm
            messages={{
              amount: 'app.liabilities.fund_amount',
              reason: 'app.liabilities.capital_reason',
              submit: 'app.liabilities.capital_propose',
              confirmTitle: 'app.liabilities.capital_confirm_title',
            }}
            confirmText={(amount) => translate('app.liabilities.capital_confirm_text', { amount })}
            ids={{ amount: 'capital-amount', reason: 'capital-reason', submit: 'capital-propose', confirm: 'capital-propose-confirm' }}
            titleId="capital-confirm-title"
            columns="180px 1fr auto"
            sending={sending}
            send={propose}
            onSent={changed}
          />
        </Box>
      )}
      {data && data.length === 0 && <Alert severity="info">{translate('app.liabilities.capital_none')}</Alert>}
      {data && data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <FiguresTable columns={columns} rows={data} rowKey={(row) => row.id} rowTestId={(row) => `capital-${row.id}`} />
        </Box>
      )}
      <RefusalAlert refusal={refusal} />
      <Dialog open={rejecting !== null} onClose={() => setRejecting(null)} aria-labelledby="capital-reject-title">
        <DialogTitle id="capital-reject-title">{translate('app.liabilities.capital_reject')}</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            sx={{ mt: 1 }}
            label={translate('app.liabilities.capital_reject_reason')}
            value={rejectReason}
            onChange={(event) => setRejectReason(event.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'capital-reject-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRejecting(null)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" onClick={reject} disabled={!rejectReason.trim()} data-testid="capital-reject-confirm">
            {translate('app.liabilities.capital_reject')}
          </Button>
        </DialogActions>
      </Dialog>
    </TitledSection>
  );
};
