import { BooleanInput, Edit, SimpleForm, TextInput, required, type RaRecord } from 'react-admin';
import { SaveOnlyToolbar } from '../../shared/staff-form';
import { StaffRolesInput } from './staff-roles';

// PUT /staff/:id takes exactly these fields; the e-mail and password are not editable here.
const editableFields = ({ name, roles, disabled }: RaRecord) => ({
  name,
  roles,
  disabled: Boolean(disabled),
});

// Staff accounts are disabled, never deleted, so the form offers Save only.
export const StaffEdit = () => (
  <Edit mutationMode="pessimistic" transform={editableFields} redirect="show">
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <TextInput source="email" disabled />
      <TextInput source="name" validate={required()} />
      <StaffRolesInput />
      <BooleanInput source="disabled" />
    </SimpleForm>
  </Edit>
);
