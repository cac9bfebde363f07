import { List, TextInput } from 'react-admin';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { customerFilter } from '../../shared/review/funding-filters';
import { SpotSymbolInput } from '../../shared/spot/spot-symbol-input';
import { SpotTradeTable } from '../../shared/spot/spot-trade-table';

const tradeFilters = [
  customerFilter(),
  <SpotSymbolInput key="symbol" source="symbol" alwaysOn />,
  <TextInput key="orderId" source="orderId" alwaysOn resettable />,
];

const noTrade = <EmptyListMessage messageKey="app.spot_trades.empty" />;

// Executed trades are history: read-only for every role.
export const SpotTradeList = () => (
  <List filters={tradeFilters} sort={{ field: 'at', order: 'DESC' }} empty={noTrade}>
    <SpotTradeTable empty={noTrade} />
  </List>
);
