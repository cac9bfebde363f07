import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

// The transfer page, opened from the funding account to spot for the coin this order pays with.
export const transferPath = (coin: string) => `/transfer?${new URLSearchParams({ from: 'bba', to: 'bb', coin })}`;

// Shown when the spot balance that pays is empty or short: the money may be waiting in the funding account.
export const TransferOffer = ({ coin, empty }: { coin: string; empty: boolean }) => {
  const { t } = useTranslation();
  return (
    <p className="notice notice--info transfer-offer" data-testid="transfer-offer">
      {empty ? t('spot.noBalance', { coin }) : t('spot.shortBalance', { coin })}{' '}
      <Link to={transferPath(coin)} data-testid="transfer-link">
        {t('spot.transferIn', { coin })}
      </Link>
    </p>
  );
};
