import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { FirstScreenHandOff } from './first-screen-hand-off';

// Mostly a route chunk that failed to download (a deploy replaced it, or the network dropped).
export const RouteError = () => {
  const { t } = useTranslation();
  console.error('[router]', useRouteError());
  return (
    <main className="page page--narrow status-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {t('routeError.title')}
      </h1>
      <p>{t('routeError.body')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
      <FirstScreenHandOff />
    </main>
  );
};
