import { Button, Stack } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { Show, SimpleShowLayout, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { SettingsEdit } from '../../shared/settings-edit';
import { countriesOf, optionRestrictionsChange, type OptionRestrictions } from './option-restrictions-record';

/** Adds the EU member states and the UK, where retail binary options are banned, to what is typed. */
const AddEuAndUk = () => {
  const record = useRecordContext<OptionRestrictions>();
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  if (!record) return null;
  const add = () =>
    setValue('countries', [...new Set([...countriesOf(getValues('countries')), ...record.euAndUk])].join(', '), { shouldDirty: true });
  return (
    <Button variant="outlined" size="small" onClick={add} data-testid="add-eu-uk">
      {translate('app.option_restrictions.add_eu_uk')}
    </Button>
  );
};

// The list is the whole setting: it replaces the previous one, and the reason is kept with the change.
export const OptionRestrictionsEdit = () => (
  <SettingsEdit resource="option-restrictions" messages="app.option_restrictions" transform={optionRestrictionsChange} redirect={false}>
    <Stack direction="row" spacing={2} sx={{ width: '100%', alignItems: 'center' }}>
      <TextInput
        source="countries"
        format={(value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''))}
        helperText="app.option_restrictions.help.countries"
        fullWidth
      />
      <AddEuAndUk />
    </Stack>
  </SettingsEdit>
);

export const OptionRestrictionsShow = () => (
  <Show title="app.option_restrictions.title">
    <SimpleShowLayout>
      <TextField source="countries" emptyText="-" />
    </SimpleShowLayout>
  </Show>
);
