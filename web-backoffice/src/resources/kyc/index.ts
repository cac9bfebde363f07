import BadgeIcon from '@mui/icons-material/Badge';
import { KycList } from './kyc-list';
import { KycShow } from './kyc-show';

// Compliance's review of identity verification: the queue, each submission with its photos, the decision.
export default {
  list: KycList,
  show: KycShow,
  icon: BadgeIcon,
};
