import { StrictMode, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { PreferencesEffects } from './preferences-effects';
import { createRouter } from './router';
import type { AppStore } from './store';

export const AppProviders = ({ store }: { store: AppStore }) => {
  const [router] = useState(createRouter);
  return (
    <StrictMode>
      <Provider store={store}>
        <PreferencesEffects />
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
};
