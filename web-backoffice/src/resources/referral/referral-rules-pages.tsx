import { NumberInput, TextField, TextInput, FunctionField, required, type Validator } from 'react-admin';
import { FourEyesSettingsEdit } from '../../shared/settings-edit';
import { SettingsShow } from '../../shared/settings-show';
import { ChangeStamp } from '../../shared/staff-label-field';
import { formatCountryDepths, RATE_FIELDS, REFERRAL_RULES_ID, referralRulesChange, type ReferralRules } from './referral-record';

const wholeBetween =
  (max: number, message: string): Validator =>
  (value) =>
    /^\d{1,5}$/.test(String(value ?? '')) && Number.parseInt(String(value), 10) <= max ? undefined : message;
/** A whole number from 0 to `max`, required: the input's bounds and its check, `message` for anything else. */
const wholeUpTo = (max: number, message: string) => ({ validate: [required(), wholeBetween(max, message)], step: 1, min: 0, max });
const rateBounds = wholeUpTo(10_000, 'engagement.referral.invalid_rate');
const depthBounds = wholeUpTo(4, 'engagement.referral.invalid_depth');
const changed = <ChangeStamp at="changedAt" by="changedBy" messages="engagement.referral" />;

// Finance changes the rates: a lower rate or a shallower programme applies at once; a higher rate, a deeper one or a changed country depth waits for a second member.
export const ReferralRulesEdit = () => (
  <FourEyesSettingsEdit
    resource="referral-rules"
    messages="engagement.referral"
    wording="engagement.referral"
    id={REFERRAL_RULES_ID}
    transform={referralRulesChange}
    redirect={false}
  >
    {RATE_FIELDS.map((field, index) => (
      <NumberInput key={field} source={field} label={`engagement.referral.level_${index + 1}`} {...rateBounds} />
    ))}
    <NumberInput source="depth" label="engagement.referral.depth" helperText="engagement.referral.help.depth" {...depthBounds} />
    <TextInput
      source="countryDepths"
      label="engagement.referral.country_depths"
      helperText="engagement.referral.help.countries"
      fullWidth
      format={formatCountryDepths}
    />
  </FourEyesSettingsEdit>
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
