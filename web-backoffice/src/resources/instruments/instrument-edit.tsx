import { BooleanInput, Edit, Labeled, required, SimpleForm, TextField, TextInput, type RaRecord } from 'react-admin';
import { SaveOnlyToolbar } from '../../shared/staff-form';

// PUT /instruments/:id takes exactly these fields (docs/api.md); tick size and lot step are fixed.
const editableFields = ({ enabled, display_symbol, name }: RaRecord) => ({
  enabled: Boolean(enabled),
  display_symbol: String(display_symbol ?? '').trim(),
  name: String(name ?? '').trim(),
});

export const InstrumentEdit = () => (
  <Edit mutationMode="pessimistic" transform={editableFields} redirect="list">
    <SimpleForm toolbar={<SaveOnlyToolbar />}>
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
