import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { ReferralCommissionList } from './referral-commission-list';
import { ReferralRulesEdit, ReferralRulesShow } from './referral-rules-pages';
import { ReferralTreeShow } from './referral-tree-show';

// The referral programme (docs/referral.md): every commission line, the rates (one record, reached from the list) and a customer's tree.
export default {
  list: ReferralCommissionList,
  icon: GroupAddIcon,
  options: { label: 'engagement.menu.referral' },
};

export const referralRules = { edit: ReferralRulesEdit, show: ReferralRulesShow };
export const referralTrees = { show: ReferralTreeShow };
