import {
  Create,
  CreateButton,
  DataTable,
  Edit,
  List,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  required,
} from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { CONTENT_LANGUAGES } from '../../shared/page-texts-inputs';
import { helpCategoryChange } from './content-record';

const CategoryToolbar = () => {
  const { roles, isPending } = useStaffRoles();
  return <Toolbar>{!isPending && staffCan(roles, 'help-categories', 'edit') && <SaveButton />}</Toolbar>;
};

// A category's name in each language (English required) and its place in the help centre.
const CategoryForm = () => (
  <SimpleForm toolbar={<CategoryToolbar />} noValidate>
    {CONTENT_LANGUAGES.map(({ key, name }) => (
      <TextInput key={key} source={`titles.${key}`} label={name} validate={key === 'en' ? [required()] : undefined} fullWidth />
    ))}
    <NumberInput source="position" label="engagement.content.fields.position" />
  </SimpleForm>
);

export const HelpCategoryCreate = () => (
  <Create transform={helpCategoryChange} redirect="list" title="engagement.categories.title" record={{ position: 0 }}>
    <CategoryForm />
  </Create>
);

export const HelpCategoryEdit = () => (
  <Edit mutationMode="pessimistic" transform={helpCategoryChange} redirect="list" title="engagement.categories.title">
    <CategoryForm />
  </Edit>
);

const Actions = () => {
  const { roles, isPending } = useStaffRoles();
  return <TopToolbar>{!isPending && staffCan(roles, 'help-categories', 'create') && <CreateButton />}</TopToolbar>;
};

export const HelpCategoryList = () => (
  <List pagination={false} actions={<Actions />} title="engagement.categories.title">
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="titles.en" label="engagement.categories.fields.title" disableSort />
      <DataTable.Col source="position" label="engagement.content.fields.position" disableSort />
      <DataTable.Col source="articles" label="engagement.categories.fields.articles" disableSort />
    </DataTable>
  </List>
);
