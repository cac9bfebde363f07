import { Alert } from '@mui/material';
import { Edit, NumberInput, SaveButton, SimpleForm, Show, SimpleShowLayout, TextField, TextInput, Toolbar, required, useRecordContext, useTranslate } from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { contractChange, type ContractTerms } from './contract-record';

const mustHave = [required()];

// Only admins change terms (the server refuses anyone else); no delete: terms are changed, never removed.
const ContractToolbar = () => {
  const { roles, isPending } = useStaffRoles();
  return <Toolbar>{!isPending && staffCan(roles, 'contracts', 'edit') && <SaveButton />}</Toolbar>;
};

const ContractTitle = () => {
  const terms = useRecordContext<ContractTerms>();
  const translate = useTranslate();
  return terms ? <>{translate('app.contracts.title', { symbol: terms.symbol })}</> : null;
};

const FIGURES = ['minLots', 'maxLots', 'spread', 'openFeeRate', 'closeFeeRate', 'liquidationFeeRate', 'financing.longRate', 'financing.shortRate', 'houseExposureCap'] as const;

export const ContractEdit = () => {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" transform={contractChange} redirect="list" title={<ContractTitle />}>
      <SimpleForm toolbar={<ContractToolbar />} noValidate>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.contracts.intro')}
        </Alert>
        <TextField source="symbol" />
        <TextField source="pointValueNote" />
        <NumberInput source="maxLeverage" step={1} min={1} max={100} validate={mustHave} helperText="app.contracts.help.max_leverage" />
        {FIGURES.map((source) => (
          <TextInput key={source} source={source} validate={mustHave} />
        ))}
        <TextInput source="reason" validate={mustHave} multiline fullWidth defaultValue="" helperText="app.contracts.help.reason" />
      </SimpleForm>
    </Edit>
  );
};

export const ContractShow = () => (
  <Show title={<ContractTitle />}>
    <SimpleShowLayout>
      <TextField source="symbol" />
      <TextField source="account" />
      <TextField source="contractSize" />
      <TextField source="pointValueNote" />
      <TextField source="maxLeverage" />
      {FIGURES.map((source) => (
        <TextField key={source} source={source} />
      ))}
    </SimpleShowLayout>
  </Show>
);
