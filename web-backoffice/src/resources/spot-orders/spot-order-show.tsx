import { TextField, useRecordContext, useTranslate } from 'react-admin';
import { LocaleDateField } from '../../shared/locale-date-field';
import { AmountField } from '../../shared/review/funding-fields';
import { OrderStatusField, SideField, SpotCustomerField, SymbolAmountField } from '../../shared/spot/spot-fields';
import { isMarketMaker, type SpotOrder } from '../../shared/spot/spot-record';
import { RecordShow } from '../../shared/record-show';
import { SpotTradeTable } from '../../shared/spot/spot-trade-table';
import { CancelReasonField, OrderFeeField, OrderSizeField, OrderTypeField } from './spot-order-fields';
import { RelatedRecordsSection } from '../../shared/related-records-section';
import { LabeledField } from '../../shared/labeled-field';

const TRADES_PER_PAGE = 25;

const SpotOrderTitle = () => {
  const order = useRecordContext<SpotOrder>();
  const translate = useTranslate();
  if (!order) return null;
  return (
    <>
      {translate('app.spot_orders.title', {
        side: translate(`app.spot.side.${order.side}`, { _: order.side }),
        symbol: order.symbol,
        customer: isMarketMaker(order.customerId) ? translate('app.spot.market_maker') : order.account,
      })}
    </>
  );
};

const SpotOrderTrades = () => (
  <RelatedRecordsSection
    id="spot-order-trades"
    title="app.spot_orders.trades"
    reference="spot-trades"
    target="orderId"
    sort={{ field: 'at', order: 'ASC' }}
    perPage={TRADES_PER_PAGE}
    paginated
    emptyMessage="app.spot_orders.trades_empty"
    sx={{ p: 2 }}
  >
    <SpotTradeTable />
  </RelatedRecordsSection>
);

export const SpotOrderShow = () => (
  <RecordShow title={<SpotOrderTitle />} below={<SpotOrderTrades />}>
    <TextField source="id" />
    <LocaleDateField source="createdAt" />
    <LocaleDateField source="updatedAt" emptyText="-" />
    <LabeledField source="account" field={SpotCustomerField} />
    <TextField source="symbol" />
    <LabeledField source="side" field={SideField} />
    <LabeledField source="type" field={OrderTypeField} />
    <AmountField source="price" />
    <LabeledField source="size" field={OrderSizeField} />
    <SymbolAmountField source="filledQuantity" coin="base" />
    <SymbolAmountField source="filledQuote" coin="quote" />
    <AmountField source="averagePrice" />
    <LabeledField source="fee" field={OrderFeeField} />
    <LabeledField source="status" field={OrderStatusField} />
    <LabeledField source="cancelReason" field={CancelReasonField} />
  </RecordShow>
);
