import SavingsIcon from '@mui/icons-material/Savings';
import { EarnOrderList } from './earn-order-list';
import { EarnOrderShow } from './earn-order-show';

// Custody orders: the list (with what the platform owes), the redemption queue and finance's decision.
export default {
  list: EarnOrderList,
  show: EarnOrderShow,
  icon: SavingsIcon,
};
