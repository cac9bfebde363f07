import PublicOffIcon from '@mui/icons-material/PublicOff';
import { OptionRestrictionsEdit, OptionRestrictionsShow } from './option-restrictions-edit';

// A single record, `current`, with no list: the menu links straight to it (layout/app-pages.ts).
export default {
  edit: OptionRestrictionsEdit,
  show: OptionRestrictionsShow,
  icon: PublicOffIcon,
};
