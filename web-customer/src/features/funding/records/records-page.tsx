import { useTranslation } from 'react-i18next';
import { useSearchState } from '../../../shared/routing/use-search-state';
import { Button } from '../../../shared/ui/button';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Page } from '../../../shared/ui/page';
import { SelectField } from '../../../shared/ui/select-field';
import { Skeleton } from '../../../shared/ui/skeleton';
import { Tabs } from '../../../shared/ui/tabs';
import { useAccountLabel } from '../account-label';
import { useCatalogueQuery, useRecordsQuery } from '../funding.api';
import { ACCOUNT_TYPES, isAccountType, RECORD_KINDS, type RecordKind, type RecordsPage as Records } from '../funding.types';
import { AccountItem, DepositItem, WithdrawalItem } from './record-items';
import { ButtonLink } from '../../../shared/ui/button-link';

const PER_PAGE = 20;

const isKind = (value: string | null): value is RecordKind => RECORD_KINDS.includes(value as RecordKind);

const Items = ({ page }: { page: Records }) => {
  switch (page.kind) {
    case 'deposit':
      return page.items.map((record) => <DepositItem key={record.id} record={record} />);
    case 'withdrawal':
      return page.items.map((record) => <WithdrawalItem key={record.id} record={record} />);
    case 'account':
      return page.items.map((record) => <AccountItem key={record.id} record={record} />);
    default: {
      const unknown: never = page;
      throw new Error(`unknown records ${JSON.stringify(unknown)}`);
    }
  }
};

// /record, /accountRecord, /deallog (account), /rechargeRecord, /cbjl (deposits), /addcardRecord,
// /moneyRecord, /tbjl (withdrawals). Tab, filters and page live in the query string.
export const RecordsPage = ({ initialKind }: { initialKind: RecordKind }) => {
  const { t } = useTranslation();
  const label = useAccountLabel();
  const [search, update] = useSearchState();
  const kind = isKind(search.get('kind')) ? (search.get('kind') as RecordKind) : initialKind;
  const coin = search.get('coin') ?? '';
  const askedType = search.get('type');
  const type = kind === 'account' && isAccountType(askedType) ? askedType : undefined;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const { data: catalogue } = useCatalogueQuery();
  const records = useRecordsQuery({ kind, coin: coin || undefined, type, page, per_page: PER_PAGE });
  // While the next page loads, the rows of this tab stay (marked busy) rather than blinking away.
  const shown = records.currentData ?? (records.data?.kind === kind ? records.data : undefined);
  const pages = shown ? Math.max(1, Math.ceil(shown.total / PER_PAGE)) : 1;
  const filtered = !!coin || !!type;


  const empty = () => {
    if (filtered) {
      return (
        <EmptyState
          title={t('records.noMatch')}
          testId="records-empty"
          action={
            <Button variant="secondary" onClick={() => update({ coin: null, type: null, page: null })}>
              {t('records.clearFilters')}
            </Button>
          }
        />
      );
    }
    const to = kind === 'withdrawal' ? '/authenticationcj' : '/authenticationrj';
    return (
      <EmptyState
        title={t(`records.empty.${kind}`)}
        body={t(`records.emptyHint.${kind}`)}
        testId="records-empty"
        action={<ButtonLink to={to}>{kind === 'withdrawal' ? t('assets.withdraw') : t('assets.deposit')}</ButtonLink>}
      />
    );
  };

  return (
    <Page title={t('records.title')}>
      <Tabs
        label={t('records.title')}
        value={kind}
        onChange={(next) => update({ kind: next, type: null, page: null })}
        controls="records-panel"
        items={RECORD_KINDS.map((value) => ({ value, label: t(`records.tab.${value}`), testId: `records-tab-${value}` }))}
      />
      <div id="records-panel" role="tabpanel" className="stack">
        <div className="records-filters">
          <SelectField name="coin" label={t('funding.coin')} value={coin} onChange={(event) => update({ coin: event.target.value || null, page: null })}>
            <option value="">{t('records.allCoins')}</option>
            {(catalogue?.coins ?? []).map((info) => (
              <option key={info.coin} value={info.coin}>
                {info.coin}
              </option>
            ))}
          </SelectField>
          {kind === 'account' && (
            <SelectField
              name="type"
              label={t('records.account')}
              value={type ?? ''}
              onChange={(event) => update({ type: event.target.value || null, page: null })}
            >
              <option value="">{t('records.allAccounts')}</option>
              {ACCOUNT_TYPES.map((value) => (
                <option key={value} value={value}>
                  {label(value)}
                </option>
              ))}
            </SelectField>
          )}
        </div>
        {!shown && records.isFetching && <Skeleton lines={8} />}
        {!shown && records.isError && !records.isFetching && (
          <LoadFailed title={t('records.loadFailed')} onRetry={() => records.refetch()} />
        )}
        {shown && shown.items.length === 0 && empty()}
        {shown && shown.items.length > 0 && (
          <>
            <ul className="record-list card" aria-busy={records.isFetching || undefined}>
              <Items page={shown} />
            </ul>
            {pages > 1 && (
              <nav className="pager" aria-label={t('records.pages')}>
                <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })} data-testid="page-previous">
                  {t('records.previous')}
                </Button>
                <span className="pager__status" aria-live="polite">
                  {t('records.pageOf', { page, pages })}
                </span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })} data-testid="page-next">
                  {t('records.next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </div>
    </Page>
  );
};
