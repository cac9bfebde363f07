import { useTranslation } from 'react-i18next';

// Shown while a market does not trade (nights, weekends); its last price stays as it was.
export const ClosedMark = () => {
  const { t } = useTranslation();
  return (
    <span className="badge badge--neutral closed-mark" title={t('markets.closedLong')} data-testid="market-closed">
      {t('markets.closed')}
    </span>
  );
};
