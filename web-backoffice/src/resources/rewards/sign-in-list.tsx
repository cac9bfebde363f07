import { DataTable, List, TextInput } from 'react-admin';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { LocaleDateField } from '../../shared/locale-date-field';
import { RulesLinkActions } from '../../shared/rules-link-actions';
import { TranslatedField } from '../../shared/translated-field';
import { signInRulesPath } from './rewards-record';

const StatusField = () => (
  <TranslatedField source="rewardStatus" messages="engagement.rewards.status" label="engagement.rewards.fields.status" />
);

const actions = <RulesLinkActions rulesPath={signInRulesPath} label="engagement.rewards.title" testId="sign-in-rules-link" />;

const filters = [<TextInput key="customerId" source="customerId" label="engagement.rewards.fields.customer" alwaysOn />];

// Every sign-in, newest first, and what became of its reward; the rules one click away.
export const SignInList = () => (
  <List filters={filters} actions={actions} title="engagement.rewards.sign_ins" sort={{ field: 'signedAt', order: 'DESC' }}>
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="customerId" label="engagement.rewards.fields.customer" disableSort field={CustomerNameField} />
      <DataTable.Col source="day" label="engagement.rewards.fields.day" disableSort />
      <DataTable.Col source="cycleDay" label="engagement.rewards.fields.cycle_day" disableSort />
      <DataTable.Col source="reward" label="engagement.rewards.fields.reward" disableSort />
      <DataTable.Col source="rewardStatus" label="engagement.rewards.fields.status" disableSort field={StatusField} />
      <DataTable.Col source="signedAt" label="engagement.rewards.fields.signed_at" disableSort field={LocaleDateField} />
    </DataTable>
  </List>
);
