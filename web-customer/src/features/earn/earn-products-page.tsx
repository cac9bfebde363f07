import { useTranslation } from 'react-i18next';
import { isNegativeDecimal, isZeroDecimal } from '../../shared/decimal/decimal';
import { useFormat } from '../../shared/format/use-format';
import { LeadPage } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { SummaryList } from '../../shared/ui/summary-list';
import { useEarnCoverQuery, useEarnProductsQuery, useReservesQuery } from './earn.api';
import { EarnProductList } from './earn-product-list';
import { buyingState, daysOfCover } from './earn-figures';

const PAYOUT_ACCOUNT = 'platform:earn-payouts:USDT';

// Whether the custody products take orders now, and what "cover" means, in the customer's words: the
// platform already holds every open order's yields. The account's own name stays off the screen.
const BuyingAndCover = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const { data: products } = useEarnProductsQuery('custody');
  const { data: cover } = useEarnCoverQuery(undefined, { pollingInterval: 60_000 });
  const { data: reserves } = useReservesQuery(undefined, { pollingInterval: 60_000 });
  const payout = reserves?.find((reserve) => reserve.account === PAYOUT_ACCOUNT);
  if (!cover || !payout || !products) return <Skeleton lines={4} />;
  const buying = buyingState(products);
  const days = daysOfCover(payout.balance, cover.dailyYieldsAtMost);
  const held = !isZeroDecimal(payout.balance) && !isNegativeDecimal(payout.balance);
  return (
    <section className="card stack" data-testid="earn-cover" data-buying={buying}>
      <div className="earn-order__head">
        <h2 className="card__title">{t('earn.coverTitle')}</h2>
        <span className={`badge badge--${buying === 'open' ? 'success' : 'neutral'}`} data-testid="earn-buying-badge">
          {t(`earn.buying.${buying}.badge`)}
        </span>
      </div>
      <p className="earn-cover__state" data-testid="earn-buying">
        {t(`earn.buying.${buying}.line`)}
      </p>
      <p className="muted" data-testid="earn-cover-meaning">
        {t('earn.coverMeaning')}
      </p>
      <SummaryList
        items={[
          {
            label: t('earn.heldForYields'),
            value: held ? `${format.amount(payout.balance)} USDT` : t('earn.nothingHeldYet'),
            testId: 'earn-held',
          },
          ...(cover.ordersInCustody > 0
            ? [
                {
                  label: t('earn.openOrders'),
                  value: t('earn.openOrdersValue', { count: cover.ordersInCustody, daily: format.amount(cover.dailyYieldsAtMost) }),
                },
              ]
            : []),
        ]}
      />
      <p className="muted" data-testid="earn-cover-days">
        {days === null ? t('earn.coverNothingDue') : t('earn.coverDays', { count: days })}
      </p>
    </section>
  );
};

// /profit_index: the custody products, every rule shown before anyone commits, and the cover of the account that pays them.
export const EarnProductsPage = () => {
  const { t } = useTranslation();

  return (
    <LeadPage title={t('earn.title')} lead={t('earn.lead')} aside={{ to: '/profit_wdtg', label: t('earn.myOrders'), testId: 'earn-my-orders' }}>
      <BuyingAndCover />
      <EarnProductList kind="custody" />
    </LeadPage>
  );
};
