import { Alert } from '@mui/material';
import {
  ArrayField,
  ArrayInput,
  DataTable,
  Edit,
  NumberInput,
  SaveButton,
  Show,
  SimpleForm,
  SimpleFormIterator,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
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

const FIGURES = [
  'minLots',
  'maxLots',
  'spread',
  'openFeeRate',
  'closeFeeRate',
  'liquidationFeeRate',
  'financing.longRate',
  'financing.shortRate',
  'houseExposureCap',
] as const;

// Tiers by notional (crypto) or a share of the initial margin (every other market), as the contract has.
const MaintenanceInput = () => {
  const terms = useRecordContext<ContractTerms>();
  if (!terms) return null;
  if (terms.maintenance.kind !== 'tiers')
    return <TextInput source="maintenance.share" validate={mustHave} helperText="app.contracts.help.maintenance_share" />;
  return (
    <ArrayInput source="maintenance.tiers" helperText="app.contracts.help.tiers">
      <SimpleFormIterator inline disableReordering>
        <TextInput source="notionalUpTo" helperText="app.contracts.help.notional_up_to" />
        <TextInput source="rate" validate={mustHave} />
        <NumberInput source="maxLeverage" step={1} min={1} max={100} validate={mustHave} />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

const MaintenanceField = () => {
  const terms = useRecordContext<ContractTerms>();
  if (!terms) return null;
  if (terms.maintenance.kind !== 'tiers') return <TextField source="maintenance.share" />;
  return (
    <ArrayField source="maintenance.tiers">
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="notionalUpTo" />
        <DataTable.Col source="rate" />
        <DataTable.Col source="amount" />
        <DataTable.Col source="maxLeverage" />
      </DataTable>
    </ArrayField>
  );
};

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
        <MaintenanceInput />
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
      <MaintenanceField />
    </SimpleShowLayout>
  </Show>
);
