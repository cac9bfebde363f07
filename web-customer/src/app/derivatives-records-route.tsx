import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PositionsPanel } from '../features/contracts/positions-panel';
import { OptionOrdersPanel } from '../features/options/option-orders-panel';
import { Page } from '../shared/ui/page';
import { Tabs } from '../shared/ui/tabs';
import { tabItems } from '../shared/ui/tab-items';
import { useMarketLookup } from './use-market-lookup';

// /currencyRecord: the customer's contract positions and options, closed ones first, on one page.
export const DerivativesRecordsRoute = () => {
  const { t } = useTranslation();
  const [product, setProduct] = useState<'contracts' | 'options'>('contracts');
  const { marketOf } = useMarketLookup();
  const priceOf = useCallback((symbol: string) => marketOf(symbol)?.price ?? null, [marketOf]);
  return (
    <Page title={t('contracts.records.title')}>
      <Tabs
        label={t('contracts.nav.label')}
        value={product}
        onChange={setProduct}
        items={tabItems('records', { contracts: t('contracts.nav.perpetual'), options: t('contracts.nav.options') })}
      />
      <p className="muted">
        {t('verifier.recordsHint')}{' '}
        <Link to="/verify-feed" data-testid="verify-feed-link">
          {t('verifier.open')}
        </Link>
      </p>
      {product === 'contracts' ? <PositionsPanel priceOf={priceOf} initialTab="history" /> : <OptionOrdersPanel initialTab="history" />}
    </Page>
  );
};
