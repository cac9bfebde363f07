import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssetsIcon, BuyIcon, ContractsIcon, DemoIcon, DepositIcon, HelpIcon, InviteIcon, MarketsIcon, SignInIcon } from '../../shared/ui/icons';

interface Entry {
  to: string;
  labelKey: string;
  icon: ReactNode;
}

// Shortcuts only to screens that exist, two rows of four for a customer: buying the first USDT by
// bank transfer (C2C), the daily sign-in and the invitation are what a customer comes back for.
const VISITOR: readonly Entry[] = [
  { to: '/authenticationrj', labelKey: 'home.quick.deposit', icon: <DepositIcon /> },
  { to: '/login', labelKey: 'home.quick.demo', icon: <DemoIcon /> },
  { to: '/market', labelKey: 'home.quick.markets', icon: <MarketsIcon /> },
  { to: '/currencyTrade', labelKey: 'home.quick.contracts', icon: <ContractsIcon /> },
];

const CUSTOMER: readonly Entry[] = [
  { to: '/authenticationrj', labelKey: 'home.quick.deposit', icon: <DepositIcon /> },
  { to: '/c2c_index', labelKey: 'home.quick.buy', icon: <BuyIcon /> },
  { to: '/transfer', labelKey: 'home.quick.transfer', icon: <AssetsIcon /> },
  { to: '/market', labelKey: 'home.quick.markets', icon: <MarketsIcon /> },
  { to: '/currencyTrade', labelKey: 'home.quick.contracts', icon: <ContractsIcon /> },
  { to: '/benefits', labelKey: 'home.quick.signIn', icon: <SignInIcon /> },
  { to: '/invite', labelKey: 'home.quick.invite', icon: <InviteIcon /> },
  { to: '/help', labelKey: 'home.quick.help', icon: <HelpIcon /> },
];

export const QuickEntries = ({ loggedIn }: { loggedIn: boolean }) => {
  const { t } = useTranslation();
  return (
    <nav className="quick-entries" aria-label={t('home.quick.label')} data-testid="quick-entries">
      <ul>
        {(loggedIn ? CUSTOMER : VISITOR).map((entry) => (
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
