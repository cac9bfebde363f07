import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router';
import { MarketsPage } from '../../features/markets/markets-page';
import { HomeRoute } from '../home-route';
import { AppHeader } from '../layout/app-header';
import { SpotRoute } from '../spot-route';
import { makeStore } from '../store';
import type { FirstScreen } from './first-screens';

const ELEMENTS: Record<FirstScreen['name'], ReactElement> = {
  home: <HomeRoute />,
  markets: <MarketsPage />,
  exchange: <SpotRoute />,
};

// The screen as the app draws it for a visitor before its first answers: the header, then the route's
// own element in the layout's main area (app/layout/app-layout.tsx).
export const drawFirstScreen = (screen: FirstScreen) =>
  renderToString(
    <Provider store={makeStore()}>
      <StaticRouter location={screen.example}>
        <div className="app">
          <AppHeader />
          <main className="app__main">
            <Routes>
              <Route path={screen.route} element={ELEMENTS[screen.name]} />
            </Routes>
          </main>
        </div>
      </StaticRouter>
    </Provider>,
  );
