import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { useC2cRatesQuery } from './c2c.api';

// /kjmbSelect: the currency to pay in, with its rate and limits; choosing one goes back to the order form.
export const C2cCurrencyPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const chosen = search.get('fiat');
  const { data: rates, isLoading, isError, refetch } = useC2cRatesQuery();

  const choose = (fiat: string) => navigate(`/c2c_create?${new URLSearchParams({ fiat, amount: search.get('amount') ?? '' })}`, { replace: true });

  return (
    <Page title={t('c2c.chooseCurrency')} narrow>
      {isLoading ? (
        <Skeleton lines={5} />
      ) : isError || !rates ? (
        <LoadFailed title={t('c2c.loadFailed')} onRetry={refetch} />
      ) : rates.length === 0 ? (
        <EmptyState title={t('c2c.noRates')} />
      ) : (
        <fieldset className="card choice-list">
          <legend className="visually-hidden">{t('c2c.chooseCurrency')}</legend>
          {rates.map((rate) => (
            <label key={rate.fiat} className="choice-list__item" data-testid={`c2c-currency-${rate.fiat}`}>
              <input type="radio" name="fiat" value={rate.fiat} checked={rate.fiat === chosen} onChange={() => choose(rate.fiat)} />
              <span className="stack">
                <strong>{t(`c2c.fiat.${rate.fiat}`, { defaultValue: rate.fiat })}</strong>
                <span className="muted num">{t('c2c.limits', { min: format.amount(rate.min, 0), max: format.amount(rate.max, 0) })}</span>
              </span>
              <span className="num">{t('c2c.ratePerUsdt', { rate: format.exact(rate.rate, 2), fiat: rate.fiat })}</span>
              {rate.fiat === chosen && (
                <span className="choice-list__check" aria-hidden="true">
                  ✓
                </span>
              )}
            </label>
          ))}
        </fieldset>
      )}
    </Page>
  );
};
