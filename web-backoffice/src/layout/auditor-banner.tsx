import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useStaffRoles } from '../auth/use-staff-roles';

export const AuditorBanner = () => {
  const translate = useTranslate();
  const { readOnly } = useStaffRoles();
  if (!readOnly) return null;
  return (
    <Alert severity="info" role="status" data-testid="auditor-banner" sx={{ mb: 1 }}>
      {translate('app.auditor_banner')}
    </Alert>
  );
};
