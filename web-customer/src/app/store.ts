import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/auth.slice';
import { api } from '../shared/api/api';
import { notifyReducer } from '../shared/notify/notify.slice';
import { sessionEnded, sessionStarted } from '../shared/session/session.actions';
import { languageChanged, settingsReducer, themeChanged, upDownChanged } from '../shared/settings/settings.slice';
import { writeSettings } from '../shared/settings/settings.storage';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  auth: authReducer,
  settings: settingsReducer,
  notify: notifyReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const listeners = createListenerMiddleware<RootState>();

listeners.startListening({
  matcher: isAnyOf(languageChanged, themeChanged, upDownChanged),
  effect: (_action, { getState }) => writeSettings(localStorage, getState().settings),
});

// Nothing cached for one customer may be shown to the next.
listeners.startListening({
  matcher: isAnyOf(sessionStarted, sessionEnded),
  effect: (_action, { dispatch }) => {
    dispatch(api.util.resetApiState());
  },
});

export const makeStore = () =>
  configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(listeners.middleware).concat(api.middleware),
  });

export type AppStore = ReturnType<typeof makeStore>;
