import { TextInput, required, type Validator } from 'react-admin';
import { isDecimal } from '../../shared/decimal';
import { LocaleDateField } from '../../shared/locale-date-field';
import { AmountField } from '../../shared/review/funding-fields';
import { optionalReason, SettingsEdit } from '../../shared/settings-edit';
import { SettingsShow } from '../../shared/settings-show';
import { ChangeStamp, StaffLabelField } from '../../shared/staff-label-field';
import { LENDING_RULES_ID, lendingRulesChange } from './lending-rules-record';

const decimal: Validator = (value) =>
  typeof value === 'string' && isDecimal(value.trim()) ? undefined : 'app.withdrawal_rules.invalid_decimal';
const validateThreshold = [required(), decimal];

// A lower threshold applies at once; a higher one is sent to a second finance member (Proposals).
// `changedBy`: the confirmer, for a confirmed proposal.
export const LendingRulesEdit = () => (
  <SettingsEdit
    resource="lending-rules"
    messages="app.lending_rules"
    id={LENDING_RULES_ID}
    proposals
    transform={lendingRulesChange}
    redirect={false}
    reason={optionalReason()}
    after={<ChangeStamp at="changedAt" by="changedBy" />}
  >
    <TextInput source="repaymentDualApprovalAboveUsdt" validate={validateThreshold} helperText="app.lending_rules.help.threshold" />
  </SettingsEdit>
);

// What staff without the right to change the rules see.
export const LendingRulesShow = () => (
  <SettingsShow resource="lending-rules" messages="app.lending_rules" id={LENDING_RULES_ID} title="app.lending_rules.title" noticeAlways>
    <AmountField source="repaymentDualApprovalAboveUsdt" />
    <LocaleDateField source="changedAt" emptyText="-" />
    <StaffLabelField source="changedBy" />
  </SettingsShow>
);
