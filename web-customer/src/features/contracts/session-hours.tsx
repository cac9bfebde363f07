import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { localeOf } from '../../shared/i18n/languages';
import { sessionsFrom, type TradingHours } from './trading-hours';

// A market's sessions from `now` on, in the customer's own time zone (the browser's).
export const SessionHours = ({ hours, now, testId }: { hours: TradingHours; now: Date; testId: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const weekdayTime = new Intl.DateTimeFormat(localeOf(format.language), { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (
    <>
      <p className="muted">{t('contracts.closed.hours', { zone })}</p>
      <ul className="market-closed__sessions" data-testid={testId}>
        {sessionsFrom(hours, now).map((entry) => (
          <li key={entry.start.toISOString()}>
            {weekdayTime.format(entry.start)} – {weekdayTime.format(entry.end)}
          </li>
        ))}
      </ul>
    </>
  );
};
