import GavelIcon from '@mui/icons-material/Gavel';
import { LendingRulesEdit, LendingRulesShow } from './lending-rules-edit';

// A single record, `default`, with no list: the menu links straight to it (layout/app-pages.ts).
export default {
  edit: LendingRulesEdit,
  show: LendingRulesShow,
  icon: GavelIcon,
};
