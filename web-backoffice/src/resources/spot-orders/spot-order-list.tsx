import { DataTable, List, SelectInput } from 'react-admin';
import { EmptyListMessage } from '../../shared/empty-list-message';
import { LocaleDateField } from '../../shared/locale-date-field';
import { customerFilter } from '../../shared/review/funding-filters';
import { AmountField } from '../../shared/review/funding-fields';
import { OrderStatusField, SideField, SpotCustomerField, SymbolAmountField } from '../../shared/spot/spot-fields';
import { ORDER_SIDES, ORDER_STATUSES } from '../../shared/spot/spot-record';
import { SpotSymbolInput } from '../../shared/spot/spot-symbol-input';
import { CancelReasonField, OrderFeeField, OrderSizeField, OrderTypeField } from './spot-order-fields';

const orderFilters = [
  customerFilter(),
  <SpotSymbolInput key="symbol" source="symbol" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={ORDER_STATUSES.map((status) => ({ id: status, name: `app.spot.status.${status}` }))}
  />,
  <SelectInput key="side" source="side" alwaysOn choices={ORDER_SIDES.map((side) => ({ id: side, name: `app.spot.side.${side}` }))} />,
];

const noOrder = <EmptyListMessage messageKey="app.spot_orders.empty" />;
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

// Support staff look up a customer's orders: newest first, every status.
export const SpotOrderList = () => (
  <List filters={orderFilters} sort={NEWEST_FIRST} empty={noOrder}>
    <DataTable rowClick="show" bulkActionButtons={false} empty={noOrder}>
      <DataTable.Col source="createdAt" field={LocaleDateField} />
      <DataTable.Col source="account" field={SpotCustomerField} disableSort />
      <DataTable.Col source="symbol" />
      <DataTable.Col source="side" field={SideField} />
      <DataTable.Col source="type" field={OrderTypeField} />
      <DataTable.Col source="price">
        <AmountField source="price" />
      </DataTable.Col>
      <DataTable.Col source="size" field={OrderSizeField} disableSort />
      <DataTable.Col source="filledQuantity">
        <SymbolAmountField source="filledQuantity" coin="base" />
      </DataTable.Col>
      <DataTable.Col source="averagePrice">
        <AmountField source="averagePrice" />
      </DataTable.Col>
      <DataTable.Col source="fee" field={OrderFeeField} disableSort />
      <DataTable.Col source="status" field={OrderStatusField} />
      <DataTable.Col source="cancelReason" field={CancelReasonField} disableSort />
    </DataTable>
  </List>
);
