import RuleIcon from '@mui/icons-material/Rule';
import { WithdrawalRulesEdit } from './withdrawal-rules-edit';
import { WithdrawalRulesShow } from './withdrawal-rules-show';

// A single record, `default`, with no list: the menu links straight to it (layout/app-pages.ts).
export default {
  edit: WithdrawalRulesEdit,
  show: WithdrawalRulesShow,
  icon: RuleIcon,
};
