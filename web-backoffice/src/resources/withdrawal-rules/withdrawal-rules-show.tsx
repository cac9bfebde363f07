import { Alert, Chip, Stack } from '@mui/material';
import {
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { AmountField } from '../../shared/review/funding-fields';
import { WITHDRAWAL_RULES_ID, type WithdrawalRules } from './withdrawal-rules-record';

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
export const WithdrawalRulesShow = () => {
  const translate = useTranslate();
  const { roles, isPending } = useStaffRoles();
  const readOnly = !isPending && !staffCan(roles, 'withdrawal-rules', 'edit');
  return (
    <Show id={WITHDRAWAL_RULES_ID} title={translate('app.withdrawal_rules.title')}>
      {readOnly && (
        <Alert severity="info" sx={{ m: 2, mb: 0 }} data-testid="withdrawal-rules-read-only">
          {translate('app.withdrawal_rules.read_only')}
        </Alert>
      )}
      <SimpleShowLayout>
        <TextField source="window_from" />
        <TextField source="window_to" />
        <TextField source="time_zone" />
        <NumberField source="daily_count" />
        <Labeled source="min_usdt">
          <AmountField source="min_usdt" />
        </Labeled>
        <Labeled source="max_usdt">
          <AmountField source="max_usdt" />
        </Labeled>
        <Labeled source="usdt_chains">
          <UsdtChainsField />
        </Labeled>
        <Labeled source="fee_rate">
          <AmountField source="fee_rate" />
        </Labeled>
        <Labeled source="dual_approval_above">
          <AmountField source="dual_approval_above" />
        </Labeled>
        <NumberField source="review_hold_hours" />
      </SimpleShowLayout>
    </Show>
  );
};
