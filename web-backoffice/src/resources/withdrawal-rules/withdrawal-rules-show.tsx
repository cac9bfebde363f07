import { Chip, Stack } from '@mui/material';
import { NumberField, TextField, useRecordContext } from 'react-admin';
import { AmountField } from '../../shared/review/funding-fields';
import { SettingsShow } from '../../shared/settings-show';
import { WITHDRAWAL_RULES_ID, type WithdrawalRules } from './withdrawal-rules-record';
import { LabeledField } from '../../shared/labeled-field';

const UsdtChainsField = () => {
  const rules = useRecordContext<WithdrawalRules>();
  if (!rules) return null;
  if (!rules.usdt_chains?.length) return <span>-</span>;
  return (
    <Stack direction="row" spacing={0.5}>
      {rules.usdt_chains.map((chain) => (
        <Chip key={chain} size="small" label={chain} />
      ))}
    </Stack>
  );
};

// What staff without the right to change the rules see.
export const WithdrawalRulesShow = () => (
  <SettingsShow resource="withdrawal-rules" messages="app.withdrawal_rules" id={WITHDRAWAL_RULES_ID} title="app.withdrawal_rules.title">
    <TextField source="window_from" />
    <TextField source="window_to" />
    <TextField source="time_zone" />
    <NumberField source="daily_count" />
    <AmountField source="min_usdt" />
    <AmountField source="max_usdt" />
    <LabeledField source="usdt_chains" field={UsdtChainsField} />
    <AmountField source="fee_rate" />
    <AmountField source="dual_approval_above" />
    <NumberField source="review_hold_hours" />
  </SettingsShow>
);
