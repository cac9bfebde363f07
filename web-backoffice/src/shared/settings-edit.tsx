import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { Edit, SaveButton, SimpleForm, TextInput, Toolbar, required, useTranslate, type EditProps } from 'react-admin';
import { staffCan } from '../auth/staff-access';
import { useStaffRoles } from '../auth/use-staff-roles';

const mustHave = [required()];

// Only staff allowed to edit the resource see Save (the server refuses anyone else); no delete: a setting is changed, never removed.
const SettingsToolbar = ({ resource }: { resource: string }) => {
  const { roles, isPending } = useStaffRoles();
  return <Toolbar>{!isPending && staffCan(roles, resource, 'edit') && <SaveButton />}</Toolbar>;
};

// `messages`: the resource's `app.<name>` keys, with `intro` shown above the form and `help.reason` under the reason.
type SettingsEditProps = Pick<EditProps, 'transform' | 'redirect' | 'title'> & { resource: string; messages: string; children: ReactNode };

/** A settings record changed as a whole, saved only once the server answers, with the reason kept beside the change. */
export const SettingsEdit = ({ resource, messages, transform, redirect, title, children }: SettingsEditProps) => {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" transform={transform} redirect={redirect} title={title}>
      <SimpleForm toolbar={<SettingsToolbar resource={resource} />} noValidate>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate(`${messages}.intro`)}
        </Alert>
        {children}
        <TextInput source="reason" validate={mustHave} multiline fullWidth defaultValue="" helperText={`${messages}.help.reason`} />
      </SimpleForm>
    </Edit>
  );
};
