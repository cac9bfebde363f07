import { NumberInput, TextField, TextInput, FunctionField, required, type Validator } from 'react-admin';
import { optionalReason, SettingsEdit } from '../../shared/settings-edit';
import { SettingsShow } from '../../shared/settings-show';
import { ChangeStamp } from '../../shared/staff-label-field';
import { formatCountryDepths, RATE_FIELDS, REFERRAL_RULES_ID, referralRulesChange, type ReferralRules } from './referral-record';

const wholeBetween =
  (max: number, message: string): Validator =>
  (value) =>
    /^\d{1,5}$/.test(String(value ?? '')) && Number.parseInt(String(value), 10) <= max ? undefined : message;
const validateRate = [required(), wholeBetween(10_000, 'engagement.referral.invalid_rate')];
const validateDepth = [required(), wholeBetween(4, 'engagement.referral.invalid_depth')];
const changed = <ChangeStamp at="changedAt" by="changedBy" messages="engagement.referral" />;

// Finance changes the rates: a lower rate or a shallower programme applies at once; a higher rate, a deeper one or a changed country depth waits for a second member.
export const ReferralRulesEdit = () => (
  <SettingsEdit
    resource="referral-rules"
    messages="engagement.referral"
    id={REFERRAL_RULES_ID}
    proposals
    transform={referralRulesChange}
    redirect={false}
    reason={optionalReason('engagement.referral')}
    after={changed}
  >
    {RATE_FIELDS.map((field, index) => (
      <NumberInput
        key={field}
        source={field}
        label={`engagement.referral.level_${index + 1}`}
        validate={validateRate}
        step={1}
        min={0}
        max={10_000}
      />
    ))}
    <NumberInput
      source="depth"
      label="engagement.referral.depth"
      helperText="engagement.referral.help.depth"
      validate={validateDepth}
      step={1}
      min={0}
      max={4}
    />
    <TextInput
      source="countryDepths"
      label="engagement.referral.country_depths"
      helperText="engagement.referral.help.countries"
      fullWidth
      format={formatCountryDepths}
    />
  </SettingsEdit>
);

export const ReferralRulesShow = () => (
  <SettingsShow resource="referral-rules" messages="engagement.referral" id={REFERRAL_RULES_ID} title="engagement.referral.title">
    {RATE_FIELDS.map((field, index) => (
      <TextField key={field} source={field} label={`engagement.referral.level_${index + 1}`} />
    ))}
    <TextField source="depth" label="engagement.referral.depth" />
    <FunctionField<ReferralRules>
      label="engagement.referral.country_depths"
      render={(record) => formatCountryDepths(record.countryDepths)}
    />
    <TextField source="months" label="engagement.referral.months" />
    {changed}
  </SettingsShow>
);
