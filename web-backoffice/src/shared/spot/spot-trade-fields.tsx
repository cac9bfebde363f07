import { Box, Tooltip } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { SpotTrade } from './spot-record';
import { referenceTickOf } from './spot-trade-tick';

const formatMoment = (value: string | undefined, locale: string): string => {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return value ?? '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
};

/** The feed tick the reference price came from, with its price, time and source on hover. */
export const ReferenceTickField = () => {
  const trade = useRecordContext<SpotTrade>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tick = trade ? referenceTickOf(trade) : undefined;
  if (!tick) return <span>-</span>;
  const details = translate('app.spot_trades.tick_details', {
    seq: tick.seq,
    price: tick.price ?? '-',
    time: formatMoment(tick.at, locale) || '-',
    source: tick.source ?? '-',
  });
  return (
    <Tooltip title={details}>
      <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }} aria-label={details}>
        #{tick.seq}
      </Box>
    </Tooltip>
  );
};
