import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

// The derivatives screens, one tap apart: perpetual contracts, delivery options and their records.
export const ProductSwitch = ({ symbol }: { symbol: string }) => {
  const { t } = useTranslation();
  return (
    <nav className="product-switch" aria-label={t('contracts.nav.label')}>
      <NavLink to={`/currencyTrade?symbol=${symbol}`} className="product-switch__link" data-testid="switch-contracts">
        {t('contracts.nav.perpetual')}
      </NavLink>
      <NavLink to={`/preciousMetal?symbol=${symbol}`} className="product-switch__link" data-testid="switch-options">
        {t('contracts.nav.options')}
      </NavLink>
      <NavLink to="/currencyRecord" className="product-switch__link" data-testid="switch-records">
        {t('contracts.nav.records')}
      </NavLink>
    </nav>
  );
};
