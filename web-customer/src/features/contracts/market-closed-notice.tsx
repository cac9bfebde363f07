import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { localeOf } from '../../shared/i18n/languages';
import { SessionHours } from './session-hours';
import { hoursOf, inSession, nextOpening, type MarketCategory } from './trading-hours';

export interface MarketSession {
  category: MarketCategory;
  // The live ticker's flag: whether the market trades right now.
  trading: boolean;
}

// On a market that does not trade now: that it is closed, when it opens and its hours, all in the
// customer's own time zone (the browser's).
export const MarketClosedNotice = ({ session }: { session: MarketSession }) => {
  const { t } = useTranslation();
  const format = useFormat();
  if (session.trading) return null;
  const now = new Date();
  const hours = hoursOf(session.category);
  const locale = localeOf(format.language);
  const dateTime = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
  const suspended = inSession(hours, now);
  const opens = suspended ? null : nextOpening(hours, now);
  return (
    <section className="notice notice--warning market-closed" role="status" data-testid="market-closed-notice">
      <p className="market-closed__title">
        <strong>{t(suspended ? 'contracts.closed.suspended' : 'contracts.closed.title')}</strong>
      </p>
      {opens && <p data-testid="market-opens">{t('contracts.closed.opens', { time: dateTime.format(opens) })}</p>}
      {hours !== '24x7' && (
        <SessionHours hours={hours} now={now} testId="market-hours" />
      )}
    </section>
  );
};
