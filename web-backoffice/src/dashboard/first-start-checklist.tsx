import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Box, Chip, List, ListItemButton, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import { Link, useGetList, useGetOne, useTranslate } from 'react-admin';
import { staffCan, type StaffRole } from '../auth/staff-access';

type Step = { key: string; done: boolean; detail: string; to: string; loading: boolean };

const ONE = { page: 1, perPage: 1 };

// How many records wait in a review queue: react-admin's list total for the filter.
const useWaiting = (resource: string, status: string, enabled: boolean) => {
  const { total, isPending, error } = useGetList(resource, { pagination: ONE, filter: { status } }, { enabled });
  return { count: total ?? 0, loading: enabled && isPending, failed: Boolean(error) };
};

/**
 * What a fresh install needs before customers can use it, ticked as staff do it, and what waits for
 * review now. Each line links to where it is done; staff see only what their roles may open.
 */
export const FirstStartChecklist = ({ roles }: { roles: readonly StaffRole[] }) => {
  const translate = useTranslate();
  const canChannels = staffCan(roles, 'deposit-addresses', 'list');
  const canRules = staffCan(roles, 'withdrawal-rules', 'show');
  const canStaff = staffCan(roles, 'staff', 'list');
  const canDeposits = staffCan(roles, 'deposits', 'list');
  const canWithdrawals = staffCan(roles, 'withdrawals', 'list');

  const channels = useGetList<{ id: string; enabled: boolean; address: string }>('deposit-addresses', { pagination: { page: 1, perPage: 200 } }, { enabled: canChannels });
  const rules = useGetOne<{ id: string; changed_at: string | null }>('withdrawal-rules', { id: 'default' }, { enabled: canRules });
  const staff = useGetList('staff', { pagination: ONE }, { enabled: canStaff });
  const deposits = useWaiting('deposits', 'pending', canDeposits);
  const withdrawals = useWaiting('withdrawals', 'pending', canWithdrawals);
  const secondApprovals = useWaiting('withdrawals', 'approving', canWithdrawals);

  const open = (channels.data ?? []).filter((c) => c.enabled && c.address !== '').length;
  const steps: Step[] = [];
  if (canChannels)
    steps.push({
      key: 'deposit_channels',
      done: open > 0,
      detail: translate('app.checklist.deposit_channels_detail', { open, total: channels.total ?? 0 }),
      to: '/deposit-addresses',
      loading: channels.isPending,
    });
  if (canRules)
    steps.push({
      key: 'withdrawal_rules',
      done: Boolean(rules.data?.changed_at),
      detail: rules.data?.changed_at ? translate('app.checklist.withdrawal_rules_changed') : translate('app.checklist.withdrawal_rules_default'),
      to: '/withdrawal-rules/default/show',
      loading: rules.isPending,
    });
  if (canStaff)
    steps.push({
      key: 'staff',
      done: (staff.total ?? 0) > 1,
      detail: translate('app.checklist.staff_detail', { smart_count: staff.total ?? 0 }),
      to: '/staff',
      loading: staff.isPending,
    });

  const queues = [
    { key: 'deposits', show: canDeposits, to: '/deposits', ...deposits },
    { key: 'withdrawals', show: canWithdrawals, to: '/withdrawals', ...withdrawals },
    { key: 'second_approvals', show: canWithdrawals, to: '/withdrawals?filter=%7B%22status%22%3A%22approving%22%7D', ...secondApprovals },
  ].filter((queue) => queue.show);

  return (
    <Box sx={{ mt: 3 }}>
      {queues.length > 0 && (
        <>
          <Typography variant="h6" component="h2">
            {translate('app.checklist.waiting')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
            {queues.map((queue) =>
              queue.loading ? (
                <Skeleton key={queue.key} variant="rounded" width={180} height={32} />
              ) : (
                <Chip
                  key={queue.key}
                  component={Link}
                  to={queue.to}
                  clickable
                  color={queue.count > 0 ? 'warning' : 'default'}
                  label={queue.failed ? translate('app.checklist.unavailable') : translate(`app.checklist.${queue.key}`, { smart_count: queue.count })}
                  data-testid={`waiting-${queue.key}`}
                />
              ),
            )}
          </Box>
        </>
      )}
      {steps.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            {translate('app.checklist.title')}
          </Typography>
          {steps.some((step) => !step.loading && !step.done) && (
            <Alert severity="info" sx={{ my: 1 }}>
              {translate('app.checklist.intro')}
            </Alert>
          )}
          <List dense>
            {steps.map((step) => (
              <ListItemButton key={step.key} component={Link} to={step.to} data-testid={`checklist-${step.key}`} data-done={step.done}>
                <ListItemIcon>
                  {step.done ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon color="disabled" />}
                </ListItemIcon>
                <ListItemText
                  primary={translate(`app.checklist.${step.key}`)}
                  secondary={step.loading ? <Skeleton width={200} /> : step.detail}
                />
              </ListItemButton>
            ))}
          </List>
        </>
      )}
    </Box>
  );
};
