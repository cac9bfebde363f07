import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { useEarnProductsQuery, type EarnKind } from './earn.api';
import { buyingState } from './earn-figures';
import { EarnTerms, useProductTitle } from './earn-terms';
import { ButtonLink } from '../../shared/ui/button-link';

// The products of one set with every rule and today's rate; a VIP product above the customer's level says what it needs.
export const EarnProductList = ({ kind, vipLevel = 0 }: { kind: EarnKind; vipLevel?: number }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const title = useProductTitle();
  const offered = useEarnProductsQuery(kind);

  return (
    <Loaded query={offered} skeleton={{ lines: 6 }} failed={t('earn.loadFailed')} empty={<EmptyState title={t('earn.noProducts')} />}>
      {(rows) => (
        <ul className="earn-products">
          {rows.map((product) => {
            const locked = product.minVipLevel > vipLevel;
            const buying = buyingState([product]);
            return (
              <li key={product.productId} className="card stack" data-testid={`earn-product-${product.productId}`}>
                <div className="earn-order__head">
                  <h2 className="card__title">{title(product)}</h2>
                  {/* Above the customer's VIP level the title and the notice below say what it needs. */}
                  {!(buying === 'open' && locked) && (
                    <span
                      className={`badge badge--${buying === 'open' ? 'success' : 'neutral'}`}
                      data-testid="earn-product-buying"
                      data-buying={buying}
                    >
                      {t(`earn.buying.${buying}.badge`)}
                    </span>
                  )}
                </div>
                <p className="earn-products__rate">{t('earn.todayRate', { rate: format.percentSign(format.percent(product.todayRate)) })}</p>
                <EarnTerms
                  terms={product}
                  extra={[
                    { label: t('earn.limits'), value: `${format.amount(product.minAmount, 0)} – ${format.amount(product.maxAmount, 0)} USDT` },
                  ]}
                />
                {!product.enabled && <p className="notice notice--info">{t('earn.closedToOrders')}</p>}
                {product.enabled && !product.payoutsFunded && (
                  <p className="notice notice--info" data-testid="earn-closed-unfunded">
                    {t('earn.closedUnfunded')}
                  </p>
                )}
                {product.enabled && product.payoutsFunded && locked && (
                  <p className="notice notice--info" data-testid="earn-vip-locked">
                    {t('earn.vipLocked', { level: product.minVipLevel })}
                  </p>
                )}
                {product.enabled && product.payoutsFunded && !locked && (
                  <ButtonLink block to={`/profit_buy?product=${product.productId}`} data-testid="earn-buy">{t('earn.buy')}</ButtonLink>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Loaded>
  );
};
