import { useCallback } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { ApiModel } from '@meridian/contracts';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { adminApi } from '../../providers/admin-api';
import { ProposalChanges } from '../../shared/proposal-changes';
import { RefusalAlert } from '../../shared/refusal-alert';
import { useAsyncData } from '../../shared/use-async-data';
import { useStaffAction } from '../../shared/use-staff-action';
import { C2C_RATES } from './c2c-record';
import { TitledSection } from '../../shared/titled-section';

type Proposal = ApiModel<'ControlProposalResponseDto'>;

/**
 * C2C's changes waiting for a second finance member (a lower rate, wider limits, a currency opened, a
 * higher completion threshold): what changes and why, confirmed here by anyone but their proposer.
 */
export const C2cProposals = () => {
  const translate = useTranslate();
  const { roles } = useStaffRoles();
  const { identity } = useGetIdentity();
  const { run, sending, refusal } = useStaffAction();
  const load = useCallback(() => adminApi<{ data: Proposal[] }>('/proposals/c2c', { query: { status: 'pending' } }), []);
  const { data, reload } = useAsyncData(load);
  const pending = data?.data ?? [];
  if (pending.length === 0) return null;
  const decides = staffCan(roles, C2C_RATES, 'edit');
  const decide = (proposal: Proposal, decision: 'confirm' | 'withdraw') =>
    run(() => adminApi(`/proposals/c2c/${proposal.id}/${decision}`, { method: 'POST', body: decision === 'withdraw' ? { reason: translate('app.c2c.proposals.withdraw_reason') } : {} }), decision === 'confirm' ? 'app.c2c.proposals.confirmed_notice' : 'app.c2c.proposals.withdrawn_notice').then(reload);
  return (
    <TitledSection id="c2c-proposals" title="app.c2c.proposals.title" card gutterBottom sx={{ mt: 2 }} testId="c2c-proposals">
      <Stack spacing={2}>
        {pending.map((proposal) => {
          const mine = identity?.id !== undefined && String(identity.id) === proposal.proposer_id;
          return (
            <Box key={proposal.id} data-testid="c2c-proposal">
              <Typography variant="body2">
                {translate('app.c2c.proposals.line', { setting: `${proposal.setting} ${proposal.setting_id}`, by: proposal.proposer_name, reason: proposal.reason })}
              </Typography>
              <ProposalChanges proposal={proposal} />
              {decides && (
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                  {mine ? (
                    <Button size="small" disabled={sending} onClick={() => void decide(proposal, 'withdraw')}>
                      {translate('app.c2c.proposals.withdraw')}
                    </Button>
                  ) : (
                    <Button size="small" variant="contained" disabled={sending} onClick={() => void decide(proposal, 'confirm')} data-testid="c2c-proposal-confirm">
                      {translate('app.c2c.proposals.confirm')}
                    </Button>
                  )}
                </Stack>
              )}
            </Box>
          );
        })}
      </Stack>
      <RefusalAlert refusal={refusal} />
    </TitledSection>
  );
};
