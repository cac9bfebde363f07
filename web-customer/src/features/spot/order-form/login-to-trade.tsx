import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { loginPathReturningTo } from '../../../shared/session/login-redirect';
import { ButtonLink } from '../../../shared/ui/button-link';

// In place of the order form for a visitor: the book, trades and chart stay open to everyone.
export const LoginToTrade = () => {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className="login-to-trade" data-testid="login-to-trade">
      <p className="login-to-trade__title">{t('spot.loginTitle')}</p>
      <p className="muted">{t('spot.loginBody')}</p>
      <ButtonLink block to={loginPathReturningTo(pathname + search)} data-testid="login-link">{t('spot.logIn')}</ButtonLink>
      <ButtonLink variant="secondary" block to="/register" data-testid="register-link">{t('spot.register')}</ButtonLink>
    </div>
  );
};
