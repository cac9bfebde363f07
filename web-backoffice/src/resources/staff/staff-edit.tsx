import { BooleanInput, Edit, SimpleForm, TextInput, required, type RaRecord } from 'react-admin';
import { StaffFormToolbar } from './staff-form-toolbar';
import { StaffRolesInput } from './staff-roles';

// PUT /staff/:id takes exactly these fields; the e-mail and password are not editable here.
const editableFields = ({ name, roles, disabled }: RaRecord) => ({
  name,
  roles,
  disabled: Boolean(disabled),
});

export const StaffEdit = () => (
  <Edit mutationMode="pessimistic" transform={editableFields} redirect="show">
    <SimpleForm toolbar={<StaffFormToolbar />}>
      <TextInput source="email" disabled />
      <TextInput source="name" validate={required()} />
      <StaffRolesInput />
      <BooleanInput source="disabled" />
    </SimpleForm>
  </Edit>
);
