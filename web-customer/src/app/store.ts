import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { authReducer } from '../features/auth/auth.slice';
import { favouritesReducer, favouriteToggled } from '../features/markets/favourites.slice';
import { writeFavourites } from '../features/markets/favourites.storage';
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
  favourites: favouritesReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const listeners = createListenerMiddleware<RootState>();

listeners.startListening({
  matcher: isAnyOf(languageChanged, themeChanged, upDownChanged),
  effect: (_action, { getState }) => writeSettings(localStorage, getState().settings),
});

listeners.startListening({
  actionCreator: favouriteToggled,
  effect: (_action, { getState }) => writeFavourites(localStorage, getState().favourites.symbols),
});

// What the server words for the reader (record titles and descriptions) is asked for again in the new language.
listeners.startListening({
  actionCreator: languageChanged,
  effect: (_action, { dispatch }) => {
    dispatch(api.util.invalidateTags(['Records']));
  },
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
