import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isZeroDecimal } from '../../../shared/decimal/decimal';
import { useFormat } from '../../../shared/format/use-format';
import { useSearchState } from '../../../shared/routing/use-search-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { EmptyState } from '../../../shared/ui/empty-state';
import { MenuLink } from '../../../shared/ui/menu-link';
import { Page } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/skeleton';
import { Tabs } from '../../../shared/ui/tabs';
import { useAccountLabel } from '../account-label';
import { useAssetsQuery, useCatalogueQuery } from '../funding.api';
import { ACCOUNT_TYPES, isAccountType, type AccountType, type Assets } from '../funding.types';
import { AssetTable } from './asset-table';
import { Card } from '../../../shared/ui/card';
import { ButtonLink } from '../../../shared/ui/button-link';

const isEmpty = (assets: Assets) => assets.accounts.every((account) => account.rows.every((row) => isZeroDecimal(row.available) && isZeroDecimal(row.frozen)));

const ACTIONS = [
  { to: '/authenticationrj', labelKey: 'assets.deposit', testId: 'action-deposit' },
  { to: '/authenticationcj', labelKey: 'assets.withdraw', testId: 'action-withdraw' },
  { to: '/transfer', labelKey: 'assets.transfer', testId: 'action-transfer' },
  { to: '/record', labelKey: 'assets.records', testId: 'action-records' },
] as const;

// /table1 opens on the funding account, /table2 on spot; ?type= picks any other and survives a reload.
export const AssetsPage = ({ initialType = 'bba' }: { initialType?: AccountType }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const label = useAccountLabel();
  const [search, changeSearch] = useSearchState();
  const [hideZero, setHideZero] = useState(false);
  const { data: assets, isLoading, isError, refetch } = useAssetsQuery();
  const { data: catalogue } = useCatalogueQuery();
  const asked = search.get('type');
  const type: AccountType = isAccountType(asked) ? asked : initialType;
  const account = assets?.accounts.find((entry) => entry.type === type);

  const choose = (next: AccountType) => changeSearch({ type: next });

  return (
    <Page title={t('assets.title')} back={false}>
      <section className="card asset-summary" aria-labelledby="asset-total-label">
        <p id="asset-total-label" className="muted">
          {t('assets.total')}
        </p>
        {isLoading ? (
          <Skeleton lines={1} />
        ) : (
          <p className="asset-summary__total" data-testid="total-usdt" data-value={assets?.total_usdt}>
            {assets ? `≈ ${format.amount(assets.total_usdt, 2)}` : '--'} <span className="asset-summary__unit">USDT</span>
          </p>
        )}
        <nav className="asset-actions" aria-label={t('assets.actions')}>
          {ACTIONS.map((action) => (
            <Link key={action.to} to={action.to} className="button button--secondary" data-testid={action.testId}>
              <span className="asset-actions__label">{t(action.labelKey)}</span>
            </Link>
          ))}
        </nav>
      </section>

      {assets && isEmpty(assets) && (
        <EmptyState
          title={t('assets.emptyTitle')}
          body={t('assets.emptyBody')}
          testId="assets-empty"
          action={<ButtonLink to="/authenticationrj">{t('assets.deposit')}</ButtonLink>}
        />
      )}

      {isError && !assets && (
        <LoadFailed title={t('assets.loadFailed')} onRetry={refetch} />
      )}

      <section className="card" aria-label={t('assets.accounts')}>
        <Tabs
          scroll
          label={t('assets.accounts')}
          value={type}
          onChange={choose}
          controls="account-panel"
          items={ACCOUNT_TYPES.map((value) => ({ value, label: label(value), testId: `account-tab-${value}` }))}
        />
        <div id="account-panel" role="tabpanel" className="account-panel">
          <div className="account-panel__head">
            <p className="muted">{t(`funding.accountHint.${type}`)}</p>
            {account && (
              <p className="account-panel__total" data-testid="account-total">
                ≈ {format.amount(account.total_usdt, 2)} USDT
              </p>
            )}
          </div>
          <label className="checkbox account-panel__filter">
            <input type="checkbox" checked={hideZero} onChange={(event) => setHideZero(event.target.checked)} />
            {t('assets.hideZero')}
          </label>
          {isLoading && <Skeleton lines={6} />}
          {account && <AssetTable account={account} catalogue={catalogue} hideZero={hideZero} />}
          {assets && !account && <p className="empty-state">{t('assets.noBalances')}</p>}
        </div>
      </section>

      <Card titleId="asset-more-title" title={t('assets.manage')}>
        <ul className="menu">
          <MenuLink to="/address" label={t('addressBook.title')} testId="link-address-book" />
          <MenuLink to="/bank" label={t('bankCards.title')} testId="link-bank-cards" />
        </ul>
      </Card>
    </Page>
  );
};
