import { BooleanInput, Edit, Labeled, required, SaveButton, SimpleForm, TextField, TextInput, Toolbar, type RaRecord } from 'react-admin';

// PUT /instruments/:id takes exactly these fields (docs/api.md); tick size and lot step are fixed.
const editableFields = ({ enabled, display_symbol, name }: RaRecord) => ({
  enabled: Boolean(enabled),
  display_symbol: String(display_symbol ?? '').trim(),
  name: String(name ?? '').trim(),
});

const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export const InstrumentEdit = () => (
  <Edit mutationMode="pessimistic" transform={editableFields} redirect="list">
    <SimpleForm toolbar={<SaveOnly />}>
      <Labeled source="symbol">
        <TextField source="symbol" />
      </Labeled>
      <Labeled source="tick_size">
        <TextField source="tick_size" />
      </Labeled>
      <TextInput source="display_symbol" validate={required()} />
      <TextInput source="name" validate={required()} fullWidth />
      <BooleanInput source="enabled" helperText="app.instruments.enabled_help" />
    </SimpleForm>
  </Edit>
);
