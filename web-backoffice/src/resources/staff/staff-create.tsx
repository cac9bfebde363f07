import { Create, PasswordInput, SimpleForm, TextInput, email, minLength, required } from 'react-admin';
import { SaveOnlyToolbar } from '../../shared/staff-form';
import { StaffRolesInput } from './staff-roles';

const MIN_PASSWORD_LENGTH = 8;

export const StaffCreate = () => (
  <Create redirect="show">
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
      <TextInput source="email" type="email" validate={[required(), email()]} />
      <TextInput source="name" validate={required()} />
      <PasswordInput
        source="password"
        autoComplete="new-password"
        validate={[required(), minLength(MIN_PASSWORD_LENGTH)]}
      />
      <StaffRolesInput />
    </SimpleForm>
  </Create>
);
