import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { SignInList } from './sign-in-list';
import { SignInRulesEdit, SignInRulesShow } from './sign-in-rules-pages';

// The daily sign-in (docs/engagement.md): every sign-in, and the rules (one record, reached from the list).
export default {
  list: SignInList,
  icon: EventAvailableIcon,
  options: { label: 'engagement.menu.sign_ins' },
};

export const signInRules = { edit: SignInRulesEdit, show: SignInRulesShow };
