import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { SpotTradeList } from './spot-trade-list';

// Read-only for every role: a trade is history. Each order's page lists its own trades.
export default {
  list: SpotTradeList,
  icon: SwapHorizIcon,
};
