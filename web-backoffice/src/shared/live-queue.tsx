import { useEffect, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';

// `help`: how to work the queue, above it; `refreshMs`: how often it is read again (there is no live channel to the back office).
type LiveQueueProps = { help: string; refreshMs: number; children: ReactNode };

/** A queue staff watch while customers add to it (C2C orders, support conversations): read again while it is open. */
export const LiveQueue = ({ help, refreshMs, children }: LiveQueueProps) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  useEffect(() => {
    const timer = window.setInterval(refresh, refreshMs);
    return () => window.clearInterval(timer);
  }, [refresh, refreshMs]);
  return (
    <>
      <Alert severity="info" sx={{ mt: 2 }}>
        {translate(help)}
      </Alert>
      {children}
    </>
  );
};
