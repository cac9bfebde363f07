import { useState } from 'react';
import { Alert, Box, Button, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { BooleanField, BooleanInput, DataTable, EditButton, Link, TextField, TextInput, useRefresh, useTranslate } from 'react-admin';
import { useStaffCan } from '../../auth/use-staff-roles';
import { adminApi } from '../../providers/admin-api';
import { LocaleDateField } from '../../shared/locale-date-field';
import { RecordList } from '../../shared/record-list';
import { RefusalAlert } from '../../shared/refusal-alert';
import { FourEyesSettingsEdit } from '../../shared/settings-edit';
import { useStaffAction } from '../../shared/use-staff-action';
import { requiredDecimal } from '../../shared/validators';
import { C2cProposals } from './c2c-proposals';
import { C2C_FIATS, C2C_RATES, C2C_RULES, C2C_RULES_ID, rateChange, rulesChange } from './c2c-record';
import { TitledSection } from '../../shared/titled-section';

const validateDecimal = requiredDecimal('app.withdrawal_rules.invalid_decimal');

/** A currency published for the first time: its rate and limits, sent as a change of its (closed) record. */
const NewCurrency = () => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { run, sending, refusal } = useStaffAction();
  const [values, setValues] = useState({ fiat: 'HKD', rate: '', min: '', max: '', reason: '' });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));
  const send = async () => {
    const body = rateChange({ ...values, enabled: true });
    if (await run(() => adminApi(`/c2c/rates/${values.fiat}`, { method: 'PUT', body }), 'app.c2c.rates.published_notice')) {
      setValues({ fiat: values.fiat, rate: '', min: '', max: '', reason: '' });
      refresh();
    }
  };
  return (
    <TitledSection id="c2c-new-rate" title="app.c2c.rates.new_title" card gutterBottom sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('app.c2c.rates.new_help')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <MuiTextField select label={translate('app.c2c.field.fiat')} value={values.fiat} onChange={set('fiat')} sx={{ minWidth: 120 }}>
          {C2C_FIATS.map((fiat) => (
            <MenuItem key={fiat} value={fiat}>
              {fiat}
            </MenuItem>
          ))}
        </MuiTextField>
        <MuiTextField label={translate('app.c2c.field.rate')} value={values.rate} onChange={set('rate')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <MuiTextField label={translate('app.c2c.field.min')} value={values.min} onChange={set('min')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <MuiTextField label={translate('app.c2c.field.max')} value={values.max} onChange={set('max')} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <MuiTextField label={translate('app.c2c.reason')} value={values.reason} onChange={set('reason')} sx={{ flex: 1, minWidth: 240 }} />
        <Button variant="contained" disabled={sending || !values.rate || !values.min || !values.max || !values.reason.trim()} onClick={send}>
          {translate('app.c2c.rates.publish')}
        </Button>
      </Stack>
      <RefusalAlert refusal={refusal} />
    </TitledSection>
  );
};

/** The threshold above which a completion needs two finance members, with a link to change it. */
const RulesLink = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mt: 2 }} action={<Button component={Link} to={`/${C2C_RULES}/${C2C_RULES_ID}`}>{translate('app.c2c.rules.change')}</Button>}>
      {translate('app.c2c.rules.summary')}
    </Alert>
  );
};

// The rate table finance publishes: every currency with its rate and limits, a new one, the proposals
// waiting for a second member, and the completion threshold.
export const C2cRateList = () => {
  const writes = useStaffCan(C2C_RATES, 'edit');
  return (
    <Box>
      <RecordList emptyMessage="app.c2c.rates.empty" rowClick={writes ? 'edit' : false} pagination={false}>
        <DataTable.Col source="fiat" label="app.c2c.field.fiat" disableSort />
        <DataTable.Col source="rate" label="app.c2c.field.rate" disableSort />
        <DataTable.Col source="min" label="app.c2c.field.min" disableSort />
        <DataTable.Col source="max" label="app.c2c.field.max" disableSort />
        <DataTable.Col source="enabled" label="app.c2c.field.enabled" field={BooleanField} disableSort />
        <DataTable.Col source="changedAt" label="app.c2c.field.changed_at" field={LocaleDateField} disableSort />
        {writes && (
          <DataTable.Col label="">
            <EditButton />
          </DataTable.Col>
        )}
      </RecordList>
      <C2cProposals />
      {writes && <NewCurrency />}
      <RulesLink />
    </Box>
  );
};

// A currency's rate: a higher rate or narrower limits apply at once; a lower rate, wider limits or
// opening the currency wait for a second finance member, and only such a change needs its reason.
export const C2cRateEdit = () => (
  <FourEyesSettingsEdit resource={C2C_RATES} messages="app.c2c.rates" transform={rateChange} redirect="list">
    <TextField source="fiat" label="app.c2c.field.fiat" />
    <TextInput source="rate" label="app.c2c.field.rate" validate={validateDecimal} />
    <TextInput source="min" label="app.c2c.field.min" validate={validateDecimal} />
    <TextInput source="max" label="app.c2c.field.max" validate={validateDecimal} />
    <BooleanInput source="enabled" label="app.c2c.field.enabled" />
  </FourEyesSettingsEdit>
);

// The completion threshold: lower applies at once, higher waits for a second finance member.
export const C2cRulesEdit = () => (
  <FourEyesSettingsEdit resource={C2C_RULES} messages="app.c2c.rules" id={C2C_RULES_ID} transform={rulesChange} redirect={false}>
    <TextInput source="completionDualApprovalAboveUsdt" label="app.c2c.field.threshold" validate={validateDecimal} />
  </FourEyesSettingsEdit>
);
