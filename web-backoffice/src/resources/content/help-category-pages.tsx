import { DataTable, List, NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { createAndEditPages } from '../../shared/create-and-edit-pages';
import { CONTENT_LANGUAGES } from '../../shared/page-texts-inputs';
import { CreateAction } from '../../shared/permitted-actions';
import { StaffSaveToolbar } from '../../shared/staff-form';
import { helpCategoryChange } from './content-record';

// A category's name in each language (English required) and its place in the help centre.
const CategoryForm = () => (
  <SimpleForm toolbar={<StaffSaveToolbar resource="help-categories" />} noValidate>
    {CONTENT_LANGUAGES.map(({ key, name }) => (
      <TextInput key={key} source={`titles.${key}`} label={name} validate={key === 'en' ? [required()] : undefined} fullWidth />
    ))}
    <NumberInput source="position" label="engagement.content.fields.position" />
  </SimpleForm>
);

export const { Create: HelpCategoryCreate, Edit: HelpCategoryEdit } = createAndEditPages({
  Form: CategoryForm,
  transform: helpCategoryChange,
  redirect: 'list',
  title: 'engagement.categories.title',
  defaults: { position: 0 },
});

const actions = <CreateAction resource="help-categories" />;

export const HelpCategoryList = () => (
  <List pagination={false} actions={actions} title="engagement.categories.title">
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="titles.en" label="engagement.categories.fields.title" disableSort />
      <DataTable.Col source="position" label="engagement.content.fields.position" disableSort />
      <DataTable.Col source="articles" label="engagement.categories.fields.articles" disableSort />
    </DataTable>
  </List>
);
