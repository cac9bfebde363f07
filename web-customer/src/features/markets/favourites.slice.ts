import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readFavourites } from './favourites.storage';

export interface FavouritesState {
  symbols: string[];
}

const favouritesSlice = createSlice({
  name: 'favourites',
  initialState: (): FavouritesState => ({ symbols: readFavourites(localStorage) }),
  reducers: {
    // Added at the end, so the favourites tab lists them in the order they were starred.
    favouriteToggled: (state, action: PayloadAction<string>) => {
      const symbol = action.payload;
      state.symbols = state.symbols.includes(symbol) ? state.symbols.filter((entry) => entry !== symbol) : [...state.symbols, symbol];
    },
  },
});

export const favouritesReducer = favouritesSlice.reducer;
export const { favouriteToggled } = favouritesSlice.actions;

interface WithFavourites {
  favourites: FavouritesState;
}

export const selectFavourites = (state: WithFavourites) => state.favourites.symbols;
export const selectIsFavourite = (symbol: string) => (state: WithFavourites) => state.favourites.symbols.includes(symbol);
