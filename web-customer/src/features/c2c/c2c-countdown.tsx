import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** The time an open order has left, as h:mm:ss ticking down; the server's clock decides, this only shows it. */
export const C2cCountdown = ({ until }: { until: string }) => {
  const { t } = useTranslation();
  const now = useNow();
  const seconds = Math.max(0, Math.floor((Date.parse(until) - now) / 1000));
  const shown = `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return (
    <p className={`notice ${seconds > 0 ? 'notice--info' : 'notice--warning'}`} role="timer" aria-live="off" data-testid="c2c-countdown">
      {seconds > 0 ? t('c2c.timeLeft', { time: shown }) : t('c2c.timeUp')}
    </p>
  );
};
