import { DataTable } from 'react-admin';
import { RecordList } from '../../shared/record-list';
import { LocaleDateField } from '../../shared/locale-date-field';
import { customerFilter } from '../../shared/review/funding-filters';
import { AmountField } from '../../shared/review/funding-fields';
import { OrderStatusField, SideField, SpotCustomerField, SymbolAmountField } from '../../shared/spot/spot-fields';
import { ORDER_SIDES, ORDER_STATUSES } from '../../shared/spot/spot-record';
import { SpotSymbolInput } from '../../shared/spot/spot-symbol-input';
import { CancelReasonField, OrderFeeField, OrderSizeField, OrderTypeField } from './spot-order-fields';
import { codeFilter } from '../../shared/code-filter';

const orderFilters = [
  customerFilter(),
  <SpotSymbolInput key="symbol" source="symbol" alwaysOn />,
  codeFilter('status', ORDER_STATUSES, 'app.spot.status'),
  codeFilter('side', ORDER_SIDES, 'app.spot.side'),
];

const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

// Support staff look up a customer's orders: newest first, every status.
export const SpotOrderList = () => (
  <RecordList filters={orderFilters} sort={NEWEST_FIRST} emptyMessage="app.spot_orders.empty" rowClick="show">
    <DataTable.Col source="createdAt" field={LocaleDateField} />
    <DataTable.Col source="account" field={SpotCustomerField} disableSort />
    <DataTable.Col source="symbol" />
    <DataTable.Col source="side" field={SideField} />
    <DataTable.Col source="type" field={OrderTypeField} />
    <DataTable.Col source="price" field={AmountField} />
    <DataTable.Col source="size" field={OrderSizeField} disableSort />
    <DataTable.Col source="filledQuantity">
      <SymbolAmountField source="filledQuantity" coin="base" />
    </DataTable.Col>
    <DataTable.Col source="averagePrice" field={AmountField} />
    <DataTable.Col source="fee" field={OrderFeeField} disableSort />
    <DataTable.Col source="status" field={OrderStatusField} />
    <DataTable.Col source="cancelReason" field={CancelReasonField} disableSort />
  </RecordList>
);
