import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

// The two derivatives screens, one tap apart: perpetual contracts and delivery options.
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
    </nav>
  );
};
