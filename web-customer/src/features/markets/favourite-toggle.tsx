import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { favouriteToggled, selectIsFavourite } from './favourites.slice';
import type { Market } from './markets.types';

export const FavouriteToggle = ({ market, large = false }: { market: Pick<Market, 'symbol' | 'display_symbol'>; large?: boolean }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const on = useAppSelector(selectIsFavourite(market.symbol));
  return (
    <button
      type="button"
      className={`star${on ? ' star--on' : ''}${large ? ' star--large' : ''}`}
      aria-pressed={on}
      aria-label={t('markets.favourite', { name: market.display_symbol })}
      title={on ? t('markets.removeFavourite') : t('markets.addFavourite')}
      data-testid="favourite-toggle"
      onClick={() => dispatch(favouriteToggled(market.symbol))}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
    </button>
  );
};
