import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField as MuiTextField } from '@mui/material';
import {
  Create,
  DataTable,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  Labeled,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useStaffCan } from '../../auth/use-staff-roles';
import { adminApi } from '../../providers/admin-api';
import { LocaleDateField } from '../../shared/locale-date-field';
import { RecordList } from '../../shared/record-list';
import { RefusalAlert } from '../../shared/refusal-alert';
import { useStaffLabel } from '../../shared/review/use-staff-label';
import { useStaffAction } from '../../shared/use-staff-action';
import { ACCOUNT_STATUSES, C2C_FIATS, RECEIVING_ACCOUNTS, type ReceivingAccount } from './c2c-record';
import { CreateAction } from '../../shared/permitted-actions';
import { codeFilter } from '../../shared/code-filter';
import { mustHave } from '../../shared/validators';

const fiatChoices = C2C_FIATS.map((id) => ({ id, name: id }));
const StatusField = (_props: { label?: string }) => {
  const account = useRecordContext<ReceivingAccount>();
  const translate = useTranslate();
  return account ? <span data-testid="c2c-account-status">{translate(`app.c2c.account_status.${account.status}`)}</span> : null;
};

const filters = [
  codeFilter('status', ACCOUNT_STATUSES, 'app.c2c.account_status', { label: 'app.c2c.field.status' }),
  <SelectInput key="fiat" source="fiat" label="app.c2c.field.fiat" choices={fiatChoices} />,
];

const actions = <CreateAction resource={RECEIVING_ACCOUNTS} label="app.c2c.accounts.add" />;

// The registry finance keeps: where customers send the fiat of a purchase, offered to support once confirmed.
export const ReceivingAccountList = () => (
  <RecordList filters={filters} actions={actions} emptyMessage="app.c2c.accounts.empty" rowClick="show">
    <DataTable.Col source="fiat" label="app.c2c.field.fiat" disableSort />
    <DataTable.Col source="bankName" label="app.c2c.field.bank" disableSort />
    <DataTable.Col source="accountNumber" label="app.c2c.field.account_number" disableSort />
    <DataTable.Col source="accountName" label="app.c2c.field.account_name" disableSort />
    <DataTable.Col source="status" label="app.c2c.field.status" field={StatusField} disableSort />
    <DataTable.Col source="proposedAt" label="app.c2c.field.proposed_at" field={LocaleDateField} disableSort />
  </RecordList>
);

// One member adds an account with a reason; a different member confirms it before support may use it.
export const ReceivingAccountCreate = () => (
  <Create title="app.c2c.accounts.add" redirect="show">
    <SimpleForm noValidate>
      <Alert severity="info" sx={{ mb: 2 }}>
        <AddHelp />
      </Alert>
      <SelectInput source="fiat" label="app.c2c.field.fiat" choices={fiatChoices} validate={mustHave} />
      <TextInput source="accountName" label="app.c2c.field.account_name" validate={mustHave} fullWidth />
      <TextInput source="accountNumber" label="app.c2c.field.account_number" validate={mustHave} fullWidth />
      <TextInput source="bankName" label="app.c2c.field.bank" validate={mustHave} fullWidth />
      <TextInput source="bankAddress" label="app.c2c.field.bank_address" validate={mustHave} fullWidth />
      <TextInput source="reason" label="app.c2c.reason" validate={mustHave} fullWidth multiline />
    </SimpleForm>
  </Create>
);

/** Who added or confirmed the account, by name where the back office can tell. */
const StaffName = ({ field }: { field: 'proposedBy' | 'confirmedBy' }) => {
  const account = useRecordContext<ReceivingAccount>();
  const label = useStaffLabel(account?.[field] ?? undefined);
  return <span>{label || '-'}</span>;
};

const AddHelp = () => <>{useTranslate()('app.c2c.accounts.add_help')}</>;

/** Confirm (a member other than the one who added it) or retire it with a reason. */
const AccountDecisions = () => {
  const account = useRecordContext<ReceivingAccount>();
  const translate = useTranslate();
  const mayEdit = useStaffCan(RECEIVING_ACCOUNTS, 'edit');
  const { run, sending, refusal } = useStaffAction();
  const [retiring, setRetiring] = useState(false);
  const [reason, setReason] = useState('');
  if (!account?.status || account.status === 'retired' || !mayEdit) return null;
  const path = `/c2c/receiving-accounts/${encodeURIComponent(String(account.id))}`;
  const retire = async () => {
    if (reason.trim() && (await run(() => adminApi(`${path}/retire`, { method: 'POST', body: { reason: reason.trim() } }), 'app.c2c.accounts.retired_notice'))) setRetiring(false);
  };
  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      {account.status === 'proposed' && <Alert severity="warning">{translate('app.c2c.accounts.waiting_second')}</Alert>}
      <Stack direction="row" spacing={1}>
        {account.status === 'proposed' && (
          <Button variant="contained" disabled={sending} onClick={() => void run(() => adminApi(`${path}/confirm`, { method: 'POST', body: {} }), 'app.c2c.accounts.confirmed_notice')} data-testid="c2c-account-confirm">
            {translate('app.c2c.accounts.confirm')}
          </Button>
        )}
        <Button variant="outlined" color="error" disabled={sending} onClick={() => setRetiring(true)} data-testid="c2c-account-retire">
          {translate('app.c2c.accounts.retire')}
        </Button>
      </Stack>
      <RefusalAlert refusal={refusal} />
      <Dialog open={retiring} onClose={() => setRetiring(false)} aria-labelledby="c2c-retire-title" fullWidth maxWidth="sm">
        <DialogTitle id="c2c-retire-title">{translate('app.c2c.accounts.retire')}</DialogTitle>
        <DialogContent>
          <MuiTextField autoFocus fullWidth multiline rows={2} required label={translate('app.c2c.reason')} value={reason} onChange={(event) => setReason(event.target.value)} sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRetiring(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" color="error" onClick={retire} disabled={sending || !reason.trim()}>
            {translate('app.c2c.accounts.retire')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};

export const ReceivingAccountShow = () => (
  <Show title="app.c2c.accounts.title">
    <SimpleShowLayout>
      <AccountDecisions />
      <StatusField label="app.c2c.field.status" />
      <TextField source="fiat" label="app.c2c.field.fiat" />
      <TextField source="accountName" label="app.c2c.field.account_name" />
      <TextField source="accountNumber" label="app.c2c.field.account_number" />
      <TextField source="bankName" label="app.c2c.field.bank" />
      <TextField source="bankAddress" label="app.c2c.field.bank_address" />
      <TextField source="reason" label="app.c2c.reason" />
      <Labeled label="app.c2c.field.proposed_by">
        <StaffName field="proposedBy" />
      </Labeled>
      <LocaleDateField source="proposedAt" label="app.c2c.field.proposed_at" />
      <Labeled label="app.c2c.field.confirmed_by">
        <StaffName field="confirmedBy" />
      </Labeled>
      <LocaleDateField source="confirmedAt" label="app.c2c.field.confirmed_at" emptyText="-" />
      <TextField source="retireReason" label="app.c2c.field.retire_reason" emptyText="-" />
    </SimpleShowLayout>
  </Show>
);
