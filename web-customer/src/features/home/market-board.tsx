import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../shared/ui/tabs';

type Board = 'favourites' | 'contracts' | 'spot';

// The table frame is ready; rows arrive with the market-data feed, never invented in the meantime.
export const MarketBoard = () => {
  const { t } = useTranslation();
  const [board, setBoard] = useState<Board>('contracts');
  return (
    <section className="card market-board" aria-labelledby="market-board-title">
      <h2 id="market-board-title" className="card__title">
        {t('home.markets.title')}
      </h2>
      <Tabs
        label={t('home.markets.title')}
        value={board}
        onChange={setBoard}
        controls="market-board-panel"
        items={[
          { value: 'favourites', label: t('home.markets.favourites'), testId: 'market-tab-favourites' },
          { value: 'contracts', label: t('home.markets.contracts'), testId: 'market-tab-contracts' },
          { value: 'spot', label: t('home.markets.spot'), testId: 'market-tab-spot' },
        ]}
      />
      <div id="market-board-panel" role="tabpanel" className="market-board__panel">
        <table className="market-table">
          <thead>
            <tr>
              <th scope="col">{t('home.markets.pair')}</th>
              <th scope="col" className="num">
                {t('home.markets.lastPrice')}
              </th>
              <th scope="col" className="num">
                {t('home.markets.change')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td colSpan={3} className="empty-state" data-testid="market-empty">
                {board === 'favourites' ? t('home.markets.favouritesEmpty') : t('home.markets.feedPending')}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
};
