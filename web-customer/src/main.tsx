import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { preloadRoute } from './app/route-table';
import { registerServiceWorker } from './app/service-worker';
import { makeStore } from './app/store';
import './app/styles/tokens.css';
import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/components.css';
import './app/styles/funding.css';
import './app/styles/markets.css';
import './app/styles/spot.css';
import './app/styles/contracts.css';
import './app/styles/verification.css';
import { initI18n } from './shared/i18n/i18n';

const start = async () => {
  // The screen's chunk loads while the language does.
  preloadRoute(window.location.pathname);
  const store = makeStore();
  await initI18n(store.getState().settings.language);
  // The trading screen paints nothing of its own until it has the pairs: they are asked for now,
  // in the customer's language, while its chunk may still be loading.
  if (/^\/exchange\/[^/]+\/?$/.test(window.location.pathname))
    void import('./features/spot/spot.api').then(({ prefetchSpotMarkets }) => prefetchSpotMarkets(store.dispatch));
  createRoot(document.getElementById('root')!).render(<AppProviders store={store} />);
};

void start();
registerServiceWorker();
