import { Box, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, type RaRecord } from 'react-admin';
import { LocaleDateField } from './locale-date-field';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// "3 hours ago" in the back office's language, to see at a glance who has been waiting longest.
export const formatWaited = (since: string, locale: string, now = Date.now()): string => {
  const waited = now - new Date(since).getTime();
  if (Number.isNaN(waited)) return '';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (waited < HOUR) return format.format(-Math.round(waited / MINUTE), 'minute');
  if (waited < 2 * DAY) return format.format(-Math.round(waited / HOUR), 'hour');
  return format.format(-Math.round(waited / DAY), 'day');
};

type WaitingSinceFieldProps = { source?: string; waitingStatuses?: readonly string[] };

/** The request's time, with how long it has waited while it still waits for a decision. */
export const WaitingSinceField = ({
  source = 'created_at',
  waitingStatuses = ['pending', 'approving'],
}: WaitingSinceFieldProps) => {
  const record = useRecordContext<RaRecord & { status?: string }>();
  const [locale] = useLocaleState();
  if (!record) return null;
  const since = record[source] as string | undefined;
  const waiting = since && record.status && waitingStatuses.includes(record.status);
  return (
    <Box>
      <LocaleDateField source={source} />
      {waiting && (
        <Typography variant="caption" component="div" color="warning.main">
          {formatWaited(since, locale)}
        </Typography>
      )}
    </Box>
  );
};
