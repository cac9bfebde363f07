import TimerIcon from '@mui/icons-material/Timer';
import { OptionOrderList } from './option-order-list';

// Read-only: customers place options and the recorded ticks settle them.
export default {
  list: OptionOrderList,
  icon: TimerIcon,
};
