import { Alert, Stack, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Edit,
  NumberInput,
  SelectArrayInput,
  SimpleForm,
  TextInput,
  maxLength,
  minValue,
  number,
  required,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { compareDecimal, isDecimal } from '../../shared/decimal';
import { chainOf, coinOf, type DepositAddress } from '../../shared/deposit-address-record';
import { RULE_FIELDS, WITHDRAWAL_RULES_ID, type WithdrawalRules } from './withdrawal-rules-record';
import { SaveOnlyToolbar } from '../../shared/staff-form';

const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const time: Validator = (value) => (typeof value === 'string' && TIME.test(value) ? undefined : 'app.withdrawal_rules.invalid_time');
const decimal: Validator = (value) =>
  value === null || value === undefined || value === '' || isDecimal(String(value)) ? undefined : 'app.withdrawal_rules.invalid_decimal';
const wholeNumber: Validator = (value) =>
  value === null || value === undefined || Number.isInteger(value) ? undefined : 'app.withdrawal_rules.invalid_integer';

const validateRules = (values: Record<string, unknown>) => {
  const errors: Record<string, string> = {};
  if (compareDecimal(values.min_usdt, values.max_usdt) === 1) errors.max_usdt = 'app.withdrawal_rules.max_below_min';
  // HH:mm strings compare in time order.
  const from = values.window_from;
  const to = values.window_to;
  if (typeof from === 'string' && typeof to === 'string' && TIME.test(from) && TIME.test(to) && from >= to)
    errors.window_to = 'app.withdrawal_rules.empty_window';
  return errors;
};

// PUT /withdrawal-rules/default takes exactly the rule fields; amounts and the fee rate stay
// decimal strings, never JavaScript numbers.
const ruleFields = (data: RaRecord) => ({
  ...Object.fromEntries(RULE_FIELDS.map((field) => [field, typeof data[field] === 'string' ? data[field].trim() : data[field]])),
  // A change that loosens a control needs a reason and waits for a second staff member (Proposals).
  ...(typeof data.reason === 'string' && data.reason.trim() !== '' ? { reason: data.reason.trim() } : {}),
});

const timeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
};

const TimeZoneInput = () => {
  const rules = useRecordContext<WithdrawalRules>();
  const zones = timeZones();
  const current = rules?.time_zone;
  const choices = (current && !zones.includes(current) ? [current, ...zones] : zones).map((zone) => ({ id: zone, name: zone }));
  return <AutocompleteInput source="time_zone" choices={choices} validate={required()} sx={{ minWidth: 280 }} />;
};

// The USDT chains one may allow: those the deposit channels know, plus any already allowed.
const UsdtChainsInput = () => {
  const rules = useRecordContext<WithdrawalRules>();
  const { data: channels } = useGetList<DepositAddress>('deposit-addresses', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const known = (channels ?? []).filter((channel) => coinOf(channel) === 'USDT').map(chainOf);
  const chains = Array.from(new Set([...known, ...(rules?.usdt_chains ?? [])])).filter(Boolean);
  return (
    <SelectArrayInput
      source="usdt_chains"
      choices={chains.map((chain) => ({ id: chain, name: chain }))}
      translateChoice={false}
      validate={required()}
      helperText="app.withdrawal_rules.help.usdt_chains"
      sx={{ minWidth: 280 }}
    />
  );
};

const Section = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
};

export const WithdrawalRulesEdit = () => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Edit
      id={WITHDRAWAL_RULES_ID}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (data: RaRecord) => notify(data.proposal ? 'app.proposals.sent_notice' : 'ra.notification.updated', { type: data.proposal ? 'info' : 'success', messageArgs: { smart_count: 1 } }),
      }}
      transform={ruleFields}
      redirect={false}
      title={translate('app.withdrawal_rules.title')}
    >
      <SimpleForm toolbar={<SaveOnlyToolbar />} validate={validateRules}>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.withdrawal_rules.intro')}
        </Alert>
        <Section title="app.withdrawal_rules.sections.window" />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextInput source="window_from" validate={[required(), time]} helperText="app.withdrawal_rules.help.time" />
          <TextInput source="window_to" validate={[required(), time]} helperText="app.withdrawal_rules.help.time" />
          <TimeZoneInput />
        </Stack>
        <Section title="app.withdrawal_rules.sections.limits" />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <NumberInput source="daily_count" step={1} validate={[required(), number(), minValue(1), wholeNumber]} />
          <TextInput source="min_usdt" validate={[required(), decimal]} helperText="app.withdrawal_rules.help.usdt" />
          <TextInput source="max_usdt" validate={[required(), decimal]} helperText="app.withdrawal_rules.help.usdt" />
        </Stack>
        <UsdtChainsInput />
        <Section title="app.withdrawal_rules.sections.fees" />
        <TextInput source="fee_rate" validate={[required(), decimal]} helperText="app.withdrawal_rules.help.fee_rate" />
        <Section title="app.withdrawal_rules.sections.review" />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextInput
            source="dual_approval_above"
            validate={[required(), decimal]}
            helperText="app.withdrawal_rules.help.dual_approval_above"
          />
          <NumberInput
            source="review_hold_hours"
            step={1}
            validate={[required(), number(), minValue(0), wholeNumber]}
            helperText="app.withdrawal_rules.help.review_hold_hours"
          />
        </Stack>
        <TextInput
          source="reason"
          label="app.proposals.rules_reason"
          helperText="app.proposals.rules_reason_help"
          multiline
          fullWidth
          validate={maxLength(500)}
          defaultValue=""
        />
      </SimpleForm>
    </Edit>
  );
};
