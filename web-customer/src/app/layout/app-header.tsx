import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectIsLoggedIn } from '../../features/auth/auth.slice';
import { LanguageSelect } from '../../features/language/language-select';
import { useAppSelector } from '../../shared/store/hooks';
import { UserIcon } from '../../shared/ui/icons';
import { DemoBadge } from './demo-badge';
import { TabBar } from './tab-bar';

export const AppHeader = () => {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  return (
    <header className="app-header">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <Link to="/" className="brand" aria-label={t('layout.home')}>
        <span className="brand__mark" aria-hidden="true">
          M
        </span>
        <span className="brand__name">Meridian</span>
      </Link>
      <TabBar />
      <div className="app-header__tools">
        <DemoBadge />
        <LanguageSelect />
        <Link to={loggedIn ? '/setting' : '/login'} className="icon-button" aria-label={loggedIn ? t('layout.userCentre') : t('layout.logIn')} data-testid="user-centre-link">
          <UserIcon />
        </Link>
      </div>
    </header>
  );
};
