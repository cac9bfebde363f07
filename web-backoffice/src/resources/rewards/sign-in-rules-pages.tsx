import { Alert, Stack } from '@mui/material';
import { BooleanField, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { FourEyesSettingsEdit } from '../../shared/settings-edit';
import { SettingsShow } from '../../shared/settings-show';
import { ChangeStamp } from '../../shared/staff-label-field';
import { requiredDecimal } from '../../shared/validators';
import { REWARD_DAYS, SIGN_IN_RULES_ID, signInRulesChange, type SignInRules } from './rewards-record';

const validateReward = requiredDecimal('engagement.rewards.invalid_amount');
/** What platform:rewards holds, what is on its way, and whether rewards are paused. */
const RewardsAccount = () => {
  const record = useRecordContext<SignInRules>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="rewards-account">
      <Alert severity={record.paused ? 'warning' : 'success'}>
        {translate(record.paused ? 'engagement.rewards.paused' : 'engagement.rewards.funded', {
          balance: record.rewardsBalance,
          outstanding: record.outstanding,
        })}
      </Alert>
    </Stack>
  );
};

const changed = <ChangeStamp at="changedAt" by="changedBy" messages="engagement.rewards" />;

// Finance changes the rules: a lower reward or another country applies at once, a higher reward or a country taken off waits for a second member.
export const SignInRulesEdit = () => (
  <FourEyesSettingsEdit
    resource="sign-in-rules"
    messages="engagement.rewards"
    wording="engagement.rewards"
    id={SIGN_IN_RULES_ID}
    transform={signInRulesChange}
    redirect={false}
  >
    <RewardsAccount />
    {REWARD_DAYS.map((day, index) => (
      <TextInput key={day} source={day} label={`engagement.rewards.day_${index + 1}`} validate={validateReward} />
    ))}
    <TextInput
      source="offInCountries"
      label="engagement.rewards.off_in_countries"
      helperText="engagement.rewards.help.countries"
      fullWidth
      format={(value: string[] | string | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? ''))}
    />
  </FourEyesSettingsEdit>
);

export const SignInRulesShow = () => (
  <SettingsShow resource="sign-in-rules" messages="engagement.rewards" id={SIGN_IN_RULES_ID} title="engagement.rewards.title">
    <RewardsAccount />
    {REWARD_DAYS.map((day, index) => (
      <TextField key={day} source={day} label={`engagement.rewards.day_${index + 1}`} />
    ))}
    <TextField source="offInCountries" label="engagement.rewards.off_in_countries" />
    <BooleanField source="paused" label="engagement.rewards.paused_label" />
    {changed}
  </SettingsShow>
);
