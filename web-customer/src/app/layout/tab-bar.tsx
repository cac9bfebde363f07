import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AssetsIcon, ContractsIcon, HomeIcon, MarketsIcon, TradeIcon } from '../../shared/ui/icons';

interface Tab {
  to: string;
  labelKey: string;
  icon: ReactNode;
  // Paths that belong to the tab, so it stays highlighted inside its section.
  paths: readonly string[];
  // Path prefixes that belong to it too, e.g. every pair's trading screen under /exchange/.
  prefixes?: readonly string[];
}

const TABS: readonly Tab[] = [
  { to: '/', labelKey: 'tabs.home', icon: <HomeIcon />, paths: ['/', '/index'] },
  { to: '/market', labelKey: 'tabs.markets', icon: <MarketsIcon />, paths: ['/market'] },
  {
    to: '/exchange',
    labelKey: 'tabs.trade',
    icon: <TradeIcon />,
    paths: ['/exchange', '/currency'],
    prefixes: ['/exchange/'],
  },
  { to: '/currencyTrade', labelKey: 'tabs.contracts', icon: <ContractsIcon />, paths: ['/currencyTrade', '/preciousMetal', '/currencyRecord'] },
  {
    to: '/asset',
    labelKey: 'tabs.assets',
    icon: <AssetsIcon />,
    paths: [
      '/asset',
      '/table1',
      '/table2',
      '/record',
      '/transfer',
      '/address',
      '/authenticationrj',
      '/authenticationcj',
      '/accountRecord',
      '/deallog',
      '/rechargeRecord',
      '/cbjl',
      '/addcardRecord',
      '/moneyRecord',
      '/tbjl',
      '/wallet',
      '/walletAdd',
      '/bank',
      '/bankAdd',
    ],
  },
];

// A bottom bar on a phone; the same links sit in the header on a desktop (CSS only).
export const TabBar = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="tab-bar" aria-label={t('tabs.label')}>
      <ul>
        {TABS.map((tab) => {
          const current = pathname.toLowerCase();
          const active =
            tab.paths.some((path) => path.toLowerCase() === current) ||
            (tab.prefixes ?? []).some((prefix) => current.startsWith(prefix.toLowerCase()));
          return (
            <li key={tab.to}>
              <Link
                to={tab.to}
                className={`tab-bar__item${active ? ' tab-bar__item--active' : ''}`}
                aria-current={active ? 'page' : undefined}
                onClick={(event) => {
                  // SPEC section 2: opening /market while on it reloads the page.
                  if (active && tab.to === '/market') {
                    event.preventDefault();
                    window.location.reload();
                  }
                }}
              >
                {tab.icon}
                <span>{t(tab.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
