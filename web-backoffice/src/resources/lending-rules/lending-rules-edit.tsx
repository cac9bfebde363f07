import { TextInput } from 'react-admin';
import { LocaleDateField } from '../../shared/locale-date-field';
import { AmountField } from '../../shared/review/funding-fields';
import { FourEyesSettingsEdit } from '../../shared/settings-edit';
import { SettingsShow } from '../../shared/settings-show';
import { StaffLabelField } from '../../shared/staff-label-field';
import { requiredDecimal } from '../../shared/validators';
import { LENDING_RULES_ID, lendingRulesChange } from './lending-rules-record';

const validateThreshold = requiredDecimal('app.withdrawal_rules.invalid_decimal');

// A lower threshold applies at once; a higher one is sent to a second finance member (Proposals).
// `changedBy`: the confirmer, for a confirmed proposal.
export const LendingRulesEdit = () => (
  <FourEyesSettingsEdit
    resource="lending-rules"
    messages="app.lending_rules"
    id={LENDING_RULES_ID}
    transform={lendingRulesChange}
    redirect={false}
  >
    <TextInput source="repaymentDualApprovalAboveUsdt" validate={validateThreshold} helperText="app.lending_rules.help.threshold" />
  </FourEyesSettingsEdit>
);

// What staff without the right to change the rules see.
export const LendingRulesShow = () => (
  <SettingsShow resource="lending-rules" messages="app.lending_rules" id={LENDING_RULES_ID} title="app.lending_rules.title" noticeAlways>
    <AmountField source="repaymentDualApprovalAboveUsdt" />
    <LocaleDateField source="changedAt" emptyText="-" />
    <StaffLabelField source="changedBy" />
  </SettingsShow>
);
