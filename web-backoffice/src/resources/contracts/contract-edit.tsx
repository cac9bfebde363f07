import {
  ArrayField,
  ArrayInput,
  DataTable,
  NumberInput,
  Show,
  SimpleFormIterator,
  SimpleShowLayout,
  TextField,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SettingsEdit } from '../../shared/settings-edit';
import { contractChange, type ContractTerms } from './contract-record';
import { mustHave } from '../../shared/validators';

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

// Only admins change terms (the server refuses anyone else).
export const ContractEdit = () => (
  <SettingsEdit resource="contracts" messages="app.contracts" transform={contractChange} redirect="list" title={<ContractTitle />}>
    <TextField source="symbol" />
    <TextField source="pointValueNote" />
    <NumberInput source="maxLeverage" step={1} min={1} max={100} validate={mustHave} helperText="app.contracts.help.max_leverage" />
    {FIGURES.map((source) => (
      <TextInput key={source} source={source} validate={mustHave} />
    ))}
    <MaintenanceInput />
  </SettingsEdit>
);

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
