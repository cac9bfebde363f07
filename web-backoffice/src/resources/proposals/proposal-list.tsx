import { Alert, Box, Stack, Typography } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, TextField, Title, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { ProposalChanges } from '../../shared/proposal-changes';
import { ProposalActions } from './proposal-actions';
import type { Proposal } from './proposal-record';
import { codeFilter } from '../../shared/code-filter';

// Each service confirms the changes of its own settings, so each has its own list (docs/api.md).
const SERVICES = ['accounts', 'trading', 'earn', 'kyc', 'lending', 'engagement'] as const;

const filters = [
  codeFilter('status', ['pending', 'confirmed', 'rejected', 'withdrawn'], 'app.proposals.status', { label: 'app.proposals.status_label' }),
];

const Decision = ({ proposal }: { proposal: Proposal }) => {
  const translate = useTranslate();
  if (!proposal.decided_by) return <>-</>;
  return (
    <Typography variant="body2">
      {translate(`app.proposals.decided.${proposal.status}`, { name: proposal.decided_by_name ?? proposal.decided_by })}
      {proposal.decision_reason ? ` (${proposal.decision_reason})` : ''}
    </Typography>
  );
};

/** Whether a confirmed change is in force, and when; a lapsed one names the fields that had moved. */
const Application = ({ proposal }: { proposal: Proposal }) => {
  const translate = useTranslate();
  if (!proposal.application) return <>-</>;
  const later = proposal.applied_on_recovery ? ` ${translate('app.proposals.application.on_recovery')}` : '';
  const lapsed = proposal.application === 'lapsed' ? ` (${proposal.lapsed_fields.join(', ')})` : '';
  return (
    <Typography variant="body2" data-testid="proposal-application">
      {translate(`app.proposals.application.${proposal.application}`)}
      {later}
      {lapsed}
    </Typography>
  );
};

const ServiceProposals = ({ service }: { service: (typeof SERVICES)[number] }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={`proposals-${service}`} data-testid={`proposals-${service}`}>
      <Typography id={`proposals-${service}`} variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate(`app.proposals.services.${service}`)}
      </Typography>
      <List
        resource={`proposals-${service}`}
        filters={filters}
        filterDefaultValues={{ status: 'pending' }}
        disableSyncWithLocation
        title={false}
        actions={false}
        empty={<Typography color="text.secondary" sx={{ p: 2 }}>{translate('app.proposals.empty')}</Typography>}
      >
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="setting" label="app.proposals.setting" sortable={false} />
          <TextField source="setting_id" label="app.proposals.setting_id" sortable={false} />
          <FunctionField label="app.proposals.changes" render={(proposal: Proposal) => <ProposalChanges proposal={proposal} />} />
          <TextField source="reason" label="app.proposals.reason" sortable={false} />
          <TextField source="proposer_name" label="app.proposals.proposer" sortable={false} />
          <DateField source="proposed_at" label="app.proposals.proposed_at" showTime sortable={false} />
          <FunctionField label="app.proposals.status_label" render={(proposal: Proposal) => translate(`app.proposals.status.${proposal.status}`)} />
          <FunctionField label="app.proposals.decision" render={(proposal: Proposal) => <Decision proposal={proposal} />} />
          <FunctionField label="app.proposals.application_label" render={(proposal: Proposal) => <Application proposal={proposal} />} />
          <ProposalActions />
        </Datagrid>
      </List>
    </Box>
  );
};

/** Changes that loosen a control, each waiting for a second staff member (four eyes), per service. */
export const ProposalList = () => {
  const translate = useTranslate();
  const { roles } = useStaffRoles();
  return (
    <Stack sx={{ p: 1 }}>
      <Title title={translate('app.proposals.title')} />
      <Alert severity="info">{translate('app.proposals.intro')}</Alert>
      {SERVICES.filter((service) => staffCan(roles, `proposals-${service}`, 'list')).map((service) => (
        <ServiceProposals key={service} service={service} />
      ))}
    </Stack>
  );
};
