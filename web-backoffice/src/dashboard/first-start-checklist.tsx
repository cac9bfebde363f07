import { Alert, Box, List, Typography } from '@mui/material';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { staffCan, type StaffRole } from '../auth/staff-access';
import type { DepositAddress } from '../shared/deposit-address-record';
import { withdrawalRulesPath } from '../resources/withdrawal-rules/withdrawal-rules-path';
import { WITHDRAWAL_RULES_ID, type WithdrawalRules } from '../resources/withdrawal-rules/withdrawal-rules-record';
import { ChecklistItem, type StepState } from './checklist-item';
import { openChannelCount, staffAdded, withdrawalRulesReviewed } from './first-start-steps';

// The API answers every channel of the catalogue at once (docs/api.md); this is room for all of them.
const EVERY_CHANNEL = { page: 1, perPage: 200 };
const TOTAL_ONLY = { page: 1, perPage: 1 };

type Query = { isPending: boolean; error: unknown };

const stepState = (query: Query, done: () => boolean, detail: () => string): StepState => {
  if (query.error) return { status: 'failed' };
  if (query.isPending) return { status: 'loading' };
  return { status: done() ? 'done' : 'todo', detail: detail() };
};

/**
 * What a fresh install needs before customers can use it: an open deposit channel, withdrawal rules
 * staff have looked at, and staff accounts. Each step is ticked when done and links to where it is
 * done; staff see only the steps their roles may open.
 */
export const FirstStartChecklist = ({ roles }: { roles: readonly StaffRole[] }) => {
  const translate = useTranslate();
  const canChannels = staffCan(roles, 'deposit-addresses', 'list');
  const canRules = staffCan(roles, 'withdrawal-rules', 'show');
  const canStaff = staffCan(roles, 'staff', 'list');

  const channels = useGetList<DepositAddress>('deposit-addresses', { pagination: EVERY_CHANNEL }, { enabled: canChannels });
  const rules = useGetOne<WithdrawalRules>('withdrawal-rules', { id: WITHDRAWAL_RULES_ID }, { enabled: canRules });
  const staff = useGetList('staff', { pagination: TOTAL_ONLY }, { enabled: canStaff });

  const steps = [
    canChannels && {
      step: 'deposit_channels',
      to: '/deposit-addresses',
      state: stepState(
        channels,
        () => openChannelCount(channels.data ?? []) > 0,
        () => translate('app.checklist.deposit_channels_detail', { open: openChannelCount(channels.data ?? []), total: channels.total ?? 0 }),
      ),
    },
    canRules && {
      step: 'withdrawal_rules',
      to: withdrawalRulesPath(roles),
      state: stepState(
        rules,
        () => withdrawalRulesReviewed(rules.data),
        () => translate(withdrawalRulesReviewed(rules.data) ? 'app.checklist.withdrawal_rules_changed' : 'app.checklist.withdrawal_rules_default'),
      ),
    },
    canStaff && {
      step: 'staff',
      to: '/staff',
      state: stepState(
        staff,
        () => staffAdded(staff.total ?? 0),
        () => translate('app.checklist.staff_detail', { smart_count: staff.total ?? 0 }),
      ),
    },
  ].filter((step) => step !== false);

  if (steps.length === 0) return null;
  const unfinished = steps.some(({ state }) => state.status === 'todo');

  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby="first-start-title">
      <Typography id="first-start-title" variant="h6" component="h2">
        {translate('app.checklist.title')}
      </Typography>
      {unfinished && (
        <Alert severity="info" sx={{ my: 1 }}>
          {translate('app.checklist.intro')}
        </Alert>
      )}
      <List dense>
        {steps.map(({ step, to, state }) => (
          <ChecklistItem key={step} step={step} to={to} state={state} />
        ))}
      </List>
    </Box>
  );
};
