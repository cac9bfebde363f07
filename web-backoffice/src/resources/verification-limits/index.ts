import TuneIcon from '@mui/icons-material/Tune';
import { VerificationLimitsEdit, VerificationLimitsShow } from './verification-limits-edit';

// A single record, `current`, with no list: the menu links straight to it (layout/app-pages.ts).
export default {
  edit: VerificationLimitsEdit,
  show: VerificationLimitsShow,
  icon: TuneIcon,
};
