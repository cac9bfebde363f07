import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoIcon, DepositIcon, InviteIcon, SignInIcon } from '../../shared/ui/icons';

const ENTRIES: readonly { to: string; labelKey: string; icon: ReactNode }[] = [
  { to: '/authenticationrj', labelKey: 'home.quick.deposit', icon: <DepositIcon /> },
  { to: '/login', labelKey: 'home.quick.demo', icon: <DemoIcon /> },
  { to: '/invite', labelKey: 'home.quick.invite', icon: <InviteIcon /> },
  { to: '/benefits', labelKey: 'home.quick.signIn', icon: <SignInIcon /> },
];

export const QuickEntries = () => {
  const { t } = useTranslation();
  return (
    <nav className="quick-entries" aria-label={t('home.quick.label')}>
      <ul>
        {ENTRIES.map((entry) => (
          <li key={entry.labelKey}>
            <Link to={entry.to} className="quick-entries__item">
              <span className="quick-entries__icon">{entry.icon}</span>
              <span>{t(entry.labelKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
