import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../shared/ui/skeleton';
import { LoginToTrade } from './order-form/login-to-trade';

// The trading screen while its pairs are on their way: the same areas at the sizes they take once
// loaded (spot.css, `.spot--frame`), so nothing moves when they come, and a visitor already reads how
// to start trading. This is also what the platform sends drawn in the page (app/first-screen/).
export const SpotLoadingFrame = ({ loggedIn }: { loggedIn: boolean }) => {
  const { t } = useTranslation();
  return (
    <div className="spot spot--frame" data-testid="spot-loading">
      <section className="card spot-header" aria-labelledby="page-title">
        <h1 id="page-title" className="visually-hidden">
          {t('spot.screenTitle')}
        </h1>
        <Skeleton lines={1} />
      </section>
      <div className="spot__chart">
        <section className="card chart" aria-label={t('common.loading')}>
          <span className="chart__skeleton" />
        </section>
      </div>
      <section className="card spot-entry">{loggedIn ? <Skeleton lines={6} /> : <LoginToTrade />}</section>
      <section className="card spot-activity">
        <Skeleton lines={8} />
      </section>
    </div>
  );
};
