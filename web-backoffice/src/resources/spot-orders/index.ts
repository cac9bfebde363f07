import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { SpotOrder } from '../../shared/spot/spot-record';
import { SpotOrderList } from './spot-order-list';
import { SpotOrderShow } from './spot-order-show';

// Support staff look orders up for a customer; the back office never places or cancels one.
export default {
  list: SpotOrderList,
  show: SpotOrderShow,
  icon: ReceiptLongIcon,
  recordRepresentation: (order: SpotOrder) => `${order.symbol} ${order.side} · ${order.account}`,
};
