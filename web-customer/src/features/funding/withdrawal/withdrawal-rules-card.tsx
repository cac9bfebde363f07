import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { localeOf } from '../../../shared/i18n/languages';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SummaryList } from '../../../shared/ui/summary-list';
import type { WithdrawalRules } from '../funding.types';
import { clockIn, feeParts, requestsLeft } from './withdrawal-rules';
import { Card } from '../../../shared/ui/card';

interface RulesCardProps {
  rules: WithdrawalRules | undefined;
  loading: boolean;
  // The server's refusal to give rules at all (e.g. a demo account).
  refusal: string | null;
  coin: string;
}

const useMinuteClock = () => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

export const useFeeText = () => {
  const { t } = useTranslation();
  const format = useFormat();
  return (fee: string | null | undefined, rate: string | null | undefined, coin: string) => {
    const { fixed, percent } = feeParts(fee, rate);
    if (fixed && percent) return t('withdraw.feeBoth', { amount: format.amount(fixed), coin, percent: format.amount(percent) });
    if (fixed) return `${format.amount(fixed)} ${coin}`;
    if (percent) return t('withdraw.feePercent', { percent: format.amount(percent) });
    return t('funding.noFee');
  };
};

// SPEC section 9, as the server applies it today: window, count, limits, fee and anything in the way.
export const WithdrawalRulesCard = ({ rules, loading, refusal, coin }: RulesCardProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const feeText = useFeeText();
  const now = useMinuteClock();

  if (loading) {
    return (
      <section className="card" aria-label={t('withdraw.rulesTitle')}>
        <Skeleton lines={5} />
      </section>
    );
  }
  if (refusal) {
    return (
      <Card titleId="rules-title" title={t('withdraw.rulesTitle')} data-testid="withdraw-rules">
        <p className="notice notice--warning" role="alert" data-testid="withdraw-not-allowed">
          {refusal}
        </p>
      </Card>
    );
  }
  if (!rules) return null;

  const { window: hours } = rules;
  const zone = hours.time_zone === 'Asia/Hong_Kong' ? t('withdraw.hongKongTime') : hours.time_zone;
  const clock = clockIn(hours.time_zone, localeOf(format.language), now);
  const left = requestsLeft(rules);

  return (
    <Card className="rules-card" titleId="rules-title" title={t('withdraw.rulesTitle')} data-testid="withdraw-rules">
      <p className={`window-status window-status--${hours.open_now ? 'open' : 'closed'}`} data-testid="window-status" data-open={hours.open_now ? '1' : '0'}>
        <span className="dot" aria-hidden="true" />
        {hours.open_now ? t('withdraw.windowOpen') : t('withdraw.windowClosed', { from: hours.from })}
      </p>
      <SummaryList
        items={[
          {
            label: t('withdraw.window'),
            value: (
              <>
                {t('withdraw.windowHours', { from: hours.from, to: hours.to, zone })}
                {clock && <span className="summary__note">{t('withdraw.clockNow', { time: clock, zone })}</span>}
              </>
            ),
          },
          { label: t('withdraw.requestsLeft'), value: t('withdraw.requestsLeftValue', { left, limit: rules.daily_limit }), testId: 'requests-left' },
          { label: t('withdraw.minimum'), value: `${format.amount(rules.min)} ${coin}` },
          { label: t('withdraw.maximum'), value: `${format.amount(rules.max)} ${coin}` },
          { label: t('funding.fee'), value: feeText(rules.fee, rules.fee_rate, coin) },
        ]}
      />
      <ul className="rule-list">
        <li>{t('withdraw.frozenRule')}</li>
        {rules.review_hold_until && <li>{t('withdraw.reviewHold', { date: format.dateTime(rules.review_hold_until) })}</li>}
      </ul>
      {!rules.allowed && (
        <div className="notice notice--warning" role="alert" data-testid="withdraw-not-allowed">
          <p>{t('withdraw.notAllowed')}</p>
          {(rules.reasons ?? []).length > 0 && (
            <ul className="rule-list">
              {(rules.reasons ?? []).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Card>
  );
};
