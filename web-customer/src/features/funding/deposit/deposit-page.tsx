import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../shared/ui/load-failed';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Page } from '../../../shared/ui/page';
import { Skeleton } from '../../../shared/ui/skeleton';
import { CoinChainFields } from '../coin-chain-fields';
import { DemoNotice } from '../demo-notice';
import { useMeQuery } from '../../../shared/session/me.api';
import { isChainOpen, useCoinChain } from '../coin-chain';
import { useCatalogueQuery, useDepositAddressQuery } from '../funding.api';
import { ChannelClosed } from './channel-closed';
import { DepositAddressCard } from './deposit-address-card';
import { DepositForm } from './deposit-form';
import { isChannelClosedRefusal } from './deposit-refusal';

// /authenticationrj: choose coin and network, send to the address shown, then declare the deposit.
export const DepositPage = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  // A demo account is never shown a real address to send real money to.
  const demo = useMeQuery().data?.is_demo === 1;
  const catalogue = useCatalogueQuery();
  const selection = useCoinChain(catalogue.data, 'deposit', { coin: search.get('coin'), chain: search.get('chain') });
  const { coin, chain } = selection;
  const open = !!chain && isChainOpen(chain, 'deposit');
  const address = useDepositAddressQuery(coin && chain && open && !demo ? { coin: coin.coin, chain: chain.chain } : skipToken);
  // Never the previous network's address while the next one loads: currentData, not data.
  const shownAddress = address.currentData;
  const closedMeanwhile = open && !address.isFetching && isChannelClosedRefusal(address.error);
  const { refetch: refetchCatalogue } = catalogue;

  // The catalogue read earlier is out of date: read it again, so the picker marks the network too.
  useEffect(() => {
    if (closedMeanwhile) void refetchCatalogue();
  }, [closedMeanwhile, refetchCatalogue]);

  const body = () => {
    if (catalogue.isLoading) return <Skeleton lines={6} />;
    if (!catalogue.data) {
      return (
        <LoadFailed title={t('funding.catalogueFailed')} onRetry={() => catalogue.refetch()} />
      );
    }
    if (!coin || !chain) return <EmptyState title={t('deposit.noCoins')} testId="deposit-unavailable" />;
    // A new platform opens its deposit addresses one by one: until the first, say so plainly.
    const anyOpen = catalogue.data.coins.some((c) => c.chains.some((ch) => isChainOpen(ch, 'deposit')));
    if (!anyOpen) return <EmptyState tone="warning" title={t('deposit.notOpenYet')} body={t('deposit.notOpenYetBody')} testId="deposit-not-open" />;
    return (
      <div className="funding-grid">
        <section className="card stack">
          <CoinChainFields catalogue={catalogue.data} selection={selection} use="deposit" />
          {(!open || closedMeanwhile) && <ChannelClosed coin={coin} chain={chain} onChooseChain={selection.setChain} />}
          {open && address.isFetching && !shownAddress && <Skeleton lines={5} />}
          {open && address.isError && !address.isFetching && !closedMeanwhile && (
            <LoadFailed title={t('deposit.addressFailed')} onRetry={() => address.refetch()} />
          )}
          {open && shownAddress && <DepositAddressCard address={shownAddress} />}
        </section>
        {open && shownAddress && (
          <section className="card">
            <DepositForm key={`${coin.coin}:${chain.chain}`} coin={coin} chain={chain} address={shownAddress} />
          </section>
        )}
      </div>
    );
  };

  return (
    <Page title={t('deposit.title')}>
      <DemoNotice action="deposit" />
      {!demo && body()}
    </Page>
  );
};
