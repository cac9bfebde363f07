import { Alert, Stack } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { AccountReplaySection } from './account-replay';
import { LedgerCheckSection } from './ledger-check';

/** The auditor's page: it reads the event log and the ledger, and changes nothing. */
export const AuditPage = () => {
  const translate = useTranslate();
  const { roles, isPending } = useStaffRoles();
  if (isPending) return <Loading />;

  const canCheck = staffCan(roles, 'audit-ledger-check', 'read');
  const canReplay = staffCan(roles, 'audit-replay', 'read');

  return (
    <Stack spacing={2} sx={{ mt: 1, mb: 4 }} data-testid="audit-page">
      <Title title={translate('app.audit.title')} />
      <Alert severity="info" role="note" data-testid="audit-read-only">
        {translate('app.audit.read_only')}
      </Alert>
      {!canCheck && !canReplay && <Alert severity="warning">{translate('app.errors.forbidden')}</Alert>}
      {canCheck && <LedgerCheckSection />}
      {canReplay && <AccountReplaySection />}
    </Stack>
  );
};
