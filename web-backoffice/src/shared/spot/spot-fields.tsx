import type { MouseEvent } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, type ChipProps } from '@mui/material';
import { Link, useCreatePath, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { CodeChip } from '../code-chip';
import { isMarketMaker, splitSymbol } from './spot-record';

const mono = { fontFamily: 'monospace', whiteSpace: 'nowrap' } as const;
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

const textOf = (record: RaRecord | undefined, source: string): string => {
  const value = record?.[source];
  return value === undefined || value === null ? '' : String(value);
};

/** Buy or sell with an arrow and the word, so the side never rests on colour alone. */
export const SideField = ({ source = 'side' }: { source?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const side = textOf(record, source);
  if (!side) return <span>-</span>;
  const buy = side === 'buy';
  const Arrow = buy ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Box
      component="span"
      data-testid="order-side"
      data-side={side}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: buy ? 'success.main' : 'error.main', fontWeight: 500 }}
    >
      <Arrow fontSize="inherit" aria-hidden />
      {translate(`app.spot.side.${side}`, { _: side })}
    </Box>
  );
};

type CustomerFieldProps = { idSource?: string; accountSource?: string };

/** Whose order or trade: the customer's account linking to their page, or the house market maker. */
export const SpotCustomerField = ({ idSource = 'customerId', accountSource = 'account' }: CustomerFieldProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const customerId = textOf(record, idSource);
  const account = textOf(record, accountSource) || customerId;
  if (!customerId) return <span>{account || '-'}</span>;
  if (isMarketMaker(customerId)) return <em style={{ whiteSpace: 'nowrap' }}>{translate('app.spot.market_maker')}</em>;
  return (
    <Link to={createPath({ resource: 'customers', id: customerId, type: 'show' })} onClick={stopPropagation}>
      {account}
    </Link>
  );
};

/** A decimal string as the API sends it, followed by its coin. */
export const CoinAmountField = ({ source, coin }: { source: string; coin?: string }) => {
  const record = useRecordContext();
  const value = textOf(record, source);
  if (!value) return <span>-</span>;
  return (
    <Box component="span" sx={mono}>
      {coin ? `${value} ${coin}` : value}
    </Box>
  );
};

/** An amount in the base or the quote coin of the record's symbol. */
export const SymbolAmountField = ({ source, coin }: { source: string; coin: 'base' | 'quote' }) => {
  const record = useRecordContext();
  return <CoinAmountField source={source} coin={splitSymbol(textOf(record, 'symbol'))[coin]} />;
};

const statusColour: Record<string, ChipProps['color']> = {
  open: 'info',
  partially_filled: 'warning',
  filled: 'success',
  cancelled: 'default',
};

export const OrderStatusField = () => {
  const record = useRecordContext();
  const status = textOf(record, 'status');
  if (!status) return null;
  return (
    <CodeChip
      code={status}
      messages="app.spot.status"
      withFallback
      colours={statusColour}
      faded={status === 'cancelled'}
      testId="order-status"
    />
  );
};
