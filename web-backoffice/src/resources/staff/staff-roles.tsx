import { Chip, Stack } from '@mui/material';
import { SelectArrayInput, required, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { STAFF_ROLES, type Staff } from '../../auth/staff-access';
import { translatedChoices } from '../../shared/translated-choices';

const roleChoices = translatedChoices(STAFF_ROLES, 'app.roles');

export const StaffRolesField = () => {
  const staff = useRecordContext<Staff>();
  const translate = useTranslate();
  if (!staff) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {staff.roles.map((role) => (
        <Chip key={role} size="small" label={translate(`app.roles.${role}`, { _: role })} />
      ))}
    </Stack>
  );
};

const atLeastOneRole: Validator[] = [required()];

export const StaffRolesInput = () => (
  <SelectArrayInput source="roles" choices={roleChoices} validate={atLeastOneRole} />
);
