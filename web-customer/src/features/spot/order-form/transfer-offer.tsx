import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../shared/ui/button';

// The transfer page, opened from the funding account to spot for the coin this order pays with.
export const transferPath = (coin: string) => `/transfer?${new URLSearchParams({ from: 'bba', to: 'bb', coin })}`;

interface TransferOfferProps {
  coin: string;
  empty: boolean;
  // Opens the transfer from the funding account on this screen.
  onTransfer: () => void;
}

// Shown when the spot balance that pays is empty or short: the money may be waiting in the funding account,
// and it is brought over without leaving the screen. Other accounts are for the full transfer page.
export const TransferOffer = ({ coin, empty, onTransfer }: TransferOfferProps) => {
  const { t } = useTranslation();
  return (
    <div className="notice notice--info transfer-offer stack" data-testid="transfer-offer">
      <p>{empty ? t('spot.noBalance', { coin }) : t('spot.shortBalance', { coin })}</p>
      <Button variant="secondary" block className="button--small" onClick={onTransfer} data-testid="transfer-in-place">
        {t('spot.transferInPlace.open')}
      </Button>
      <Link to={transferPath(coin)} data-testid="transfer-link">
        {t('spot.transferInPlace.otherAccounts')}
      </Link>
    </div>
  );
};
