import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Withdrawal } from '../../shared/review/funding-record';

/** A moment in the staff member's language and time zone, with the zone named (never an ISO string). */
export const formatHoldEnd = (iso: string, locale: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(date);
};

/** Whether the hold is still running; turns false by itself at its end (one timer, no polling). */
export const useHoldRunning = (until: string | null | undefined): boolean => {
  const [now, setNow] = useState(() => Date.now());
  const end = until ? Date.parse(until) : Number.NaN;
  useEffect(() => {
    if (Number.isNaN(end) || end <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(end - now + 250, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [end, now]);
  return !Number.isNaN(end) && end > now;
};

/** The security hold's end from a refused approval (`data.review_hold_until` in the answer), if that was the refusal. */
export const holdEndOfRefusal = (error: unknown): string | null => {
  const body = typeof error === 'object' && error !== null && 'body' in error ? (error as { body?: { data?: { review_hold_until?: unknown } } }).body : undefined;
  const until = body?.data?.review_hold_until;
  return typeof until === 'string' ? until : null;
};

/** Turns a refusal during the hold into the staff member's own words: the hold's end in their language and time zone. */
export const useExplainHoldRefusal = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (error: unknown): string | null => {
    const until = holdEndOfRefusal(error);
    return until ? translate('app.withdrawals.security_hold.refused', { time: formatHoldEnd(until, locale) }) : null;
  };
};

/** After a security change the withdrawal waits: when it may be approved, while approval is disabled. */
export const SecurityHoldNotice = () => {
  const withdrawal = useRecordContext<Withdrawal>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const running = useHoldRunning(withdrawal?.review_hold_until);
  if (!withdrawal?.review_hold_until || !running) return null;
  return (
    <Alert severity="warning" sx={{ mx: 2, mt: 2 }} data-testid="security-hold">
      {translate('app.withdrawals.security_hold.notice', { time: formatHoldEnd(withdrawal.review_hold_until, locale) })}
    </Alert>
  );
};
