import { Alert, Box, Typography } from '@mui/material';
import { useGetIdentity, useGetOne, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { compareDecimal } from '../../shared/decimal';
import { FiguresTable, type FiguresColumn } from '../../shared/figures-table';
import { formatMoment } from '../../shared/review/decision-panel';
import type { Withdrawal, WithdrawalApproval } from '../../shared/review/funding-record';
import { useStaffLabel } from '../../shared/review/use-staff-label';
import { TitledSection } from '../../shared/titled-section';

type WithdrawalRules = { id: string; dual_approval_above?: string };

const ApproverName = ({ approval }: { approval: WithdrawalApproval }) => <>{useStaffLabel(approval.staff_id)}</>;

/** The approvals given so far, oldest first. */
export const WithdrawalApprovals = () => {
  const withdrawal = useRecordContext<Withdrawal>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!withdrawal) return null;
  const approvals = withdrawal.approvals ?? [];
  const columns: FiguresColumn<WithdrawalApproval>[] = [
    { header: '#', cell: (_approval, index) => index + 1 },
    { header: 'app.withdrawals.approval.staff', cell: (approval) => <ApproverName approval={approval} /> },
    { header: 'app.withdrawals.approval.at', cell: (approval) => formatMoment(approval.at, locale) },
    { header: 'app.withdrawals.approval.note', sx: { whiteSpace: 'pre-wrap' }, cell: (approval) => approval.note || '-' },
  ];
  return (
    <TitledSection id="withdrawal-approvals" title="app.withdrawals.approvals" gutterBottom sx={{ p: 2 }}>
      {approvals.length === 0 ? (
        <Typography color="text.secondary">{translate('app.withdrawals.approvals_empty')}</Typography>
      ) : (
        <FiguresTable
          aria-labelledby="withdrawal-approvals"
          data-testid="withdrawal-approvals"
          columns={columns}
          rows={approvals}
          rowKey={(approval) => `${approval.staff_id}-${approval.at}`}
          rowTestId="approval-row"
        />
      )}
    </TitledSection>
  );
};

/**
 * Above the rules' `dual_approval_above` (USDT), two different finance staff members approve: the
 * first approval moves the withdrawal to `approving`, the second completes it, and the server
 * refuses a second approval from the same person.
 */
export const DualApprovalHint = () => {
  const withdrawal = useRecordContext<Withdrawal>();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data: rules } = useGetOne<WithdrawalRules>('withdrawal-rules', { id: 'default' });
  const firstApprover = useStaffLabel(withdrawal?.approvals[0]?.staff_id);
  if (!withdrawal) return null;

  const limit = rules?.dual_approval_above;
  const approvals = withdrawal.approvals ?? [];
  const approvedByMe = identity && approvals.some((approval) => String(approval.staff_id) === String(identity.id));
  const aboveLimit = withdrawal.coin === 'USDT' && limit != null ? compareDecimal(withdrawal.amount, limit) : undefined;

  let rule: string | null = null;
  if (limit != null) {
    if (aboveLimit === 1) rule = translate('app.withdrawals.dual.needed', { limit });
    else if (aboveLimit !== undefined) rule = translate('app.withdrawals.dual.single', { limit });
    else rule = translate('app.withdrawals.dual.rule', { limit });
  }

  return (
    <Box data-testid="dual-approval-hint">
      {withdrawal.status === 'approving' && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.withdrawals.dual.second_needed', {
            first: firstApprover || '-',
          })}
        </Alert>
      )}
      {approvedByMe && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('app.withdrawals.dual.already_approved')}
        </Alert>
      )}
      {rule && withdrawal.status === 'pending' && (
        <Typography variant="body2" color="text.secondary">
          {rule}
        </Typography>
      )}
    </Box>
  );
};
