import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { SummaryList, type SummaryItem } from '../../../shared/ui/summary-list';
import type { BankCard, WithdrawalQuote, WithdrawalRules } from '../funding.types';
import { bankCardLabel } from './bank-destination';
import { requestsLeft } from './withdrawal-rules';

type Target = { method: 'crypto'; chain: string; address: string; memo: string | null } | { method: 'bank'; card: BankCard | undefined };

interface ConfirmBodyProps {
  quote: WithdrawalQuote;
  rules: WithdrawalRules | undefined;
  coin: string;
  destination: Target;
}

// UI.md: amount, fee, what arrives and the rules that apply, before anything happens. The figures are
// the server's quote, not arithmetic done here.
export const WithdrawalConfirmBody = ({ quote, rules, coin, destination }: ConfirmBodyProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const shown = (value: string) => `${format.amount(value)} ${coin}`;
  const applying = rules;

  const target: SummaryItem[] =
    destination.method === 'crypto'
      ? [
          { label: t('funding.chain'), value: destination.chain },
          { label: t('withdraw.address'), value: <span className="mono break">{destination.address}</span> },
          ...(destination.memo ? [{ label: t('funding.memo'), value: <span className="mono break">{destination.memo}</span> }] : []),
        ]
      : [{ label: t('withdraw.bankCard'), value: destination.card ? `${bankCardLabel(destination.card)} · ${destination.card.payee_name}` : '--' }];

  return (
    <>
      <SummaryList
        items={[
          ...target,
          { label: t('funding.amount'), value: shown(quote.amount), testId: 'confirm-amount' },
          { label: t('funding.fee'), value: shown(quote.fee), testId: 'confirm-fee' },
          { label: t('withdraw.receive'), value: shown(quote.receive), emphasis: true, testId: 'confirm-receive' },
        ]}
      />
      <h3 className="dialog__subtitle">{t('withdraw.rulesApplying')}</h3>
      <ul className="rule-list" data-testid="confirm-rules">
        {quote.reasons.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {applying && (
          <>
            <li>
              {t('withdraw.windowHours', {
                from: applying.window.from,
                to: applying.window.to,
                zone: applying.window.time_zone === 'Asia/Hong_Kong' ? t('withdraw.hongKongTime') : applying.window.time_zone,
              })}
            </li>
            <li>{t('withdraw.afterThis', { left: Math.max(0, requestsLeft(applying) - 1), limit: applying.daily_limit })}</li>
            {applying.review_hold_until && <li>{t('withdraw.reviewHold', { date: format.dateTime(applying.review_hold_until) })}</li>}
          </>
        )}
        <li>{t('withdraw.frozenRule')}</li>
      </ul>
    </>
  );
};
