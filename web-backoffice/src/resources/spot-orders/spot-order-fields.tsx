import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { CoinAmountField } from '../../shared/spot/spot-fields';
import { splitSymbol, type SpotOrder } from '../../shared/spot/spot-record';

/** What was ordered: a quantity of the base coin, or (a market buy) an amount of the quote coin to spend. */
export const OrderSizeField = () => {
  const order = useRecordContext<SpotOrder>();
  const translate = useTranslate();
  if (!order) return null;
  const { base, quote } = splitSymbol(order.symbol);
  if (order.quantity) return <CoinAmountField source="quantity" coin={base} />;
  if (!order.quoteAmount) return <span>-</span>;
  return (
    <Box component="span">
      <CoinAmountField source="quoteAmount" coin={quote} />
      <Typography variant="caption" component="div" color="text.secondary">
        {translate('app.spot_orders.by_quote')}
      </Typography>
    </Box>
  );
};

export const OrderFeeField = () => {
  const order = useRecordContext<SpotOrder>();
  return order ? <CoinAmountField source="fee" coin={order.feeCoin} /> : null;
};

export const OrderTypeField = () => {
  const order = useRecordContext<SpotOrder>();
  const translate = useTranslate();
  return order ? <span>{translate(`app.spot.type.${order.type}`, { _: order.type })}</span> : null;
};

/** Why the engine or the customer stopped the order; its code stays visible on hover. */
export const CancelReasonField = () => {
  const order = useRecordContext<SpotOrder>();
  const translate = useTranslate();
  if (!order?.cancelReason) return <span>-</span>;
  return <span title={order.cancelReason}>{translate(`app.spot.cancel_reason.${order.cancelReason}`, { _: order.cancelReason })}</span>;
};
