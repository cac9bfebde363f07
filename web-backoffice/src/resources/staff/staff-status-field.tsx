import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

export const StaffStatusField = () => {
  const staff = useRecordContext<{ disabled?: boolean }>();
  const translate = useTranslate();
  if (!staff) return null;
  const status = staff.disabled ? 'disabled' : 'active';
  return (
    <Chip
      size="small"
      color={staff.disabled ? 'default' : 'success'}
      variant={staff.disabled ? 'outlined' : 'filled'}
      label={translate(`app.staff.status.${status}`)}
    />
  );
};
