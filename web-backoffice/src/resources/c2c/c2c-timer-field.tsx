import { useEffect, useState } from 'react';
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatTimer, secondsLeft, type C2cOrder } from './c2c-record';

const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

/**
 * An open order's deadline as a live timer: amber in its last half hour, red once passed. An order
 * whose proof is in no longer expires: it says it waits for staff.
 */
export const C2cTimerField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<C2cOrder>();
  const translate = useTranslate();
  const now = useNow();
  if (!record) return null;
  if (record.status === 'proof_submitted')
    return (
      <Typography variant="body2" color="info.main" data-testid="c2c-timer">
        {translate('app.c2c.waits_for_staff')}
      </Typography>
    );
  if (record.status !== 'unmatched' && record.status !== 'matched') return <span>-</span>;
  const seconds = secondsLeft(record.expiresAt, now);
  const color = seconds < 0 ? 'error.main' : seconds < 1800 ? 'warning.main' : 'text.primary';
  return (
    <Typography variant="body2" color={color} sx={{ fontVariantNumeric: 'tabular-nums' }} role="timer" data-testid="c2c-timer">
      {formatTimer(seconds)}
    </Typography>
  );
};
