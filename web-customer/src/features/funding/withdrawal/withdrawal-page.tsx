import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { useSearchState } from '../../../shared/routing/use-search-state';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Page } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/skeleton';
import { Tabs } from '../../../shared/ui/tabs';
import { tabItems } from '../../../shared/ui/tab-items';
import { CoinChainFields } from '../coin-chain-fields';
import { findCoin, isChainOpen, useCoinChain } from '../coin-chain';
import { useAddressesQuery, useAssetsQuery, useBankCardsQuery, useCatalogueQuery, useWithdrawalRulesQuery, type RulesArgs } from '../funding.api';
import { FUNDING_ACCOUNT, type WithdrawalMethod } from '../funding.types';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalRulesCard } from './withdrawal-rules-card';
import { DemoNotice } from '../demo-notice';

// Bank withdrawals pay out USDT from the funding account (docs/api.md: the bank body names no coin).
const BANK_COIN = 'USDT';

const refusalOf = (error: unknown) => (isApiError(error) && error.code === 1 ? error.message : null);

const useAvailable = (coin: string | undefined) => {
  const { data } = useAssetsQuery();
  const row = data?.accounts.find((account) => account.type === FUNDING_ACCOUNT)?.rows.find((entry) => entry.coin === coin);
  return row?.available ?? null;
};

const useRules = (args: RulesArgs | null) => {
  const query = useWithdrawalRulesQuery(args ?? skipToken);
  return { rules: query.currentData, loading: query.isFetching && !query.currentData, refusal: refusalOf(query.error) };
};


const CryptoWithdrawal = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const catalogue = useCatalogueQuery();
  const addresses = useAddressesQuery();
  const selection = useCoinChain(catalogue.data, 'withdraw', { coin: search.get('coin'), chain: search.get('chain') });
  const { coin, chain } = selection;
  const open = !!chain && isChainOpen(chain, 'withdraw');
  const rules = useRules(coin && chain && open ? { method: 'crypto', coin: coin.coin, chain: chain.chain } : null);
  const available = useAvailable(coin?.coin);

  if (catalogue.isLoading) return <Skeleton lines={8} />;
  if (!catalogue.data) return <LoadFailed title={t('funding.catalogueFailed')} onRetry={() => catalogue.refetch()} />;
  if (!coin || !chain) return <EmptyState title={t('withdraw.noCoins')} />;

  return (
    <div className="funding-grid funding-grid--rules-first">
      <WithdrawalRulesCard rules={rules.rules} loading={rules.loading} refusal={rules.refusal} coin={coin.coin} />
      <section className="card">
        <WithdrawalForm
          key={`${coin.coin}:${chain.chain}`}
          destination={{ method: 'crypto', chain, saved: addresses.data ?? [] }}
          coin={coin.coin}
          scale={coin.scale}
          rules={rules.rules}
          available={available}
          blocked={!open || !!rules.refusal}
        >
          <CoinChainFields catalogue={catalogue.data} selection={selection} use="withdraw" />
          {!open && (
            <p className="notice notice--warning" role="alert" data-testid="withdraw-not-allowed">
              {t('withdraw.chainClosed', { coin: coin.coin, chain: chain.chain })}
            </p>
          )}
        </WithdrawalForm>
      </section>
    </div>
  );
};

const BankWithdrawal = () => {
  const { t } = useTranslation();
  const catalogue = useCatalogueQuery();
  const cards = useBankCardsQuery();
  const rules = useRules({ method: 'bank', coin: BANK_COIN });
  const available = useAvailable(BANK_COIN);
  const scale = findCoin(catalogue.data, BANK_COIN)?.scale ?? 6;

  if (cards.isLoading) return <Skeleton lines={8} />;
  if (!cards.data) return <LoadFailed title={t('bankCards.loadFailed')} onRetry={() => cards.refetch()} />;

  return (
    <div className="funding-grid funding-grid--rules-first">
      <WithdrawalRulesCard rules={rules.rules} loading={rules.loading} refusal={rules.refusal} coin={BANK_COIN} />
      <section className="card">
        <WithdrawalForm
          destination={{ method: 'bank', cards: cards.data }}
          coin={BANK_COIN}
          scale={scale}
          rules={rules.rules}
          available={available}
          blocked={!!rules.refusal || cards.data.length === 0}
        >
          <p className="form__hint">{t('withdraw.bankLead')}</p>
        </WithdrawalForm>
      </section>
    </div>
  );
};

// /authenticationcj: crypto to an address, or a telegraphic transfer to a bank card (?method=bank).
export const WithdrawalPage = () => {
  const { t } = useTranslation();
  const [search, changeSearch] = useSearchState();
  const method: WithdrawalMethod = search.get('method') === 'bank' ? 'bank' : 'crypto';
  const choose = (next: WithdrawalMethod) => changeSearch({ method: next });

  return (
    <Page title={t('withdraw.title')}>
      <DemoNotice action="withdraw" />
      <Tabs
        label={t('withdraw.method')}
        value={method}
        onChange={choose}
        controls="withdraw-panel"
        items={tabItems('method', { crypto: t('withdraw.crypto'), bank: t('withdraw.bank') })}
      />
      <div id="withdraw-panel" role="tabpanel">
        {method === 'crypto' ? <CryptoWithdrawal /> : <BankWithdrawal />}
      </div>
    </Page>
  );
};
