import { Button } from '@mui/material';
import { DataTable, List, TextInput, TopToolbar, useRedirect, useTranslate } from 'react-admin';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { CustomerNameField } from '../../shared/customers/customer-name-field';
import { LocaleDateField } from '../../shared/locale-date-field';
import { TranslatedField } from '../../shared/translated-field';
import { signInRulesPath } from './rewards-record';

const StatusField = () => (
  <TranslatedField source="rewardStatus" messages="engagement.rewards.status" label="engagement.rewards.fields.status" />
);

const Actions = () => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const { roles, isPending } = useStaffRoles();
  return (
    <TopToolbar>
      {!isPending && (
        <Button onClick={() => redirect(signInRulesPath(roles))} data-testid="sign-in-rules-link">
          {translate('engagement.rewards.title')}
        </Button>
      )}
    </TopToolbar>
  );
};

const filters = [<TextInput key="customerId" source="customerId" label="engagement.rewards.fields.customer" alwaysOn />];

// Every sign-in, newest first, and what became of its reward; the rules one click away.
export const SignInList = () => (
  <List filters={filters} actions={<Actions />} title="engagement.rewards.sign_ins" sort={{ field: 'signedAt', order: 'DESC' }}>
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
