import { favouritesReducer, favouriteToggled } from './favourites.slice';
import { FAVOURITES_STORAGE_KEY, readFavourites, writeFavourites } from './favourites.storage';

const memoryStorage = (initial: Record<string, string> = {}): Storage => {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
};

describe('favourites', () => {
  it('toggles a star on and off, keeping the order they were added', () => {
    let state = { symbols: ['ETHUSDT'] };
    state = favouritesReducer(state, favouriteToggled('BTCUSDT'));
    state = favouritesReducer(state, favouriteToggled('XAUUSD'));
    state = favouritesReducer(state, favouriteToggled('ETHUSDT'));
    expect(state.symbols).toEqual(['BTCUSDT', 'XAUUSD']);
  });

  it('survives a reload through localStorage', () => {
    const storage = memoryStorage();
    writeFavourites(storage, ['BTCUSDT', 'XAUUSD']);
    expect(readFavourites(storage)).toEqual(['BTCUSDT', 'XAUUSD']);
  });

  it('reads whatever is stored without failing, keeping only plausible symbols once', () => {
    expect(readFavourites(memoryStorage())).toEqual([]);
    expect(readFavourites(memoryStorage({ [FAVOURITES_STORAGE_KEY]: '{oops' }))).toEqual([]);
    expect(readFavourites(memoryStorage({ [FAVOURITES_STORAGE_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readFavourites(memoryStorage({ [FAVOURITES_STORAGE_KEY]: '["BTCUSDT",3,"BTCUSDT","<script>","EURUSD"]' }))).toEqual([
      'BTCUSDT',
      'EURUSD',
    ]);
  });
});
