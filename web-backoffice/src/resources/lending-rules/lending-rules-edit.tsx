import { Alert } from '@mui/material';
import {
  Edit,
  Labeled,
  SaveButton,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextInput,
  Toolbar,
  required,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { staffCan } from '../../auth/staff-access';
import { useStaffRoles } from '../../auth/use-staff-roles';
import { isDecimal } from '../../shared/decimal';
import { LocaleDateField } from '../../shared/locale-date-field';
import { AmountField } from '../../shared/review/funding-fields';
import { useStaffLabel } from '../../shared/review/use-staff-label';
import { LENDING_RULES_ID, lendingRulesChange, type LendingRules } from './lending-rules-record';

const decimal: Validator = (value) => (typeof value === 'string' && isDecimal(value.trim()) ? undefined : 'app.withdrawal_rules.invalid_decimal');
const validateThreshold = [required(), decimal];

/** Who changed the rules last (the confirmer, for a confirmed proposal), by e-mail or name where the back office can tell. */
const ChangedByField = () => {
  const rules = useRecordContext<LendingRules>();
  const label = useStaffLabel(rules?.changedBy ?? undefined);
  return <span>{label || '-'}</span>;
};

const RulesToolbar = () => {
  const { roles, isPending } = useStaffRoles();
  return <Toolbar>{!isPending && staffCan(roles, 'lending-rules', 'edit') && <SaveButton />}</Toolbar>;
};

// A lower threshold applies at once; a higher one is sent to a second finance member (Proposals).
export const LendingRulesEdit = () => {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Edit
      id={LENDING_RULES_ID}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (data: RaRecord) =>
          notify(data.proposal ? 'app.proposals.sent_notice' : 'ra.notification.updated', { type: data.proposal ? 'info' : 'success', messageArgs: { smart_count: 1 } }),
      }}
      transform={lendingRulesChange}
      redirect={false}
      title="app.lending_rules.title"
    >
      <SimpleForm toolbar={<RulesToolbar />} noValidate>
        <Alert severity="info" sx={{ mb: 1 }}>
          {translate('app.lending_rules.intro')}
        </Alert>
        <TextInput source="repaymentDualApprovalAboveUsdt" validate={validateThreshold} helperText="app.lending_rules.help.threshold" />
        <TextInput source="reason" label="app.proposals.rules_reason" helperText="app.proposals.rules_reason_help" multiline fullWidth defaultValue="" />
        <Labeled source="changedAt">
          <LocaleDateField source="changedAt" emptyText="-" />
        </Labeled>
        <Labeled source="changedBy">
          <ChangedByField />
        </Labeled>
      </SimpleForm>
    </Edit>
  );
};

// What staff without the right to change the rules see.
export const LendingRulesShow = () => {
  const translate = useTranslate();
  return (
    <Show id={LENDING_RULES_ID} title="app.lending_rules.title">
      <Alert severity="info" sx={{ m: 2, mb: 0 }} data-testid="lending-rules-read-only">
        {translate('app.lending_rules.read_only')}
      </Alert>
      <SimpleShowLayout>
        <Labeled source="repaymentDualApprovalAboveUsdt">
          <AmountField source="repaymentDualApprovalAboveUsdt" />
        </Labeled>
        <LocaleDateField source="changedAt" emptyText="-" />
        <Labeled source="changedBy">
          <ChangedByField />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};
