// Favourite markets stay on this device (localStorage), whoever is logged in, as on the legacy app.
export const FAVOURITES_STORAGE_KEY = 'meridian.favourites';

const MAX_FAVOURITES = 200;

export const readFavourites = (storage: Storage): string[] => {
  try {
    const value: unknown = JSON.parse(storage.getItem(FAVOURITES_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    const symbols = value.filter((symbol): symbol is string => typeof symbol === 'string' && /^[A-Za-z0-9._-]{1,32}$/.test(symbol));
    return [...new Set(symbols)].slice(0, MAX_FAVOURITES);
  } catch {
    return [];
  }
};

export const writeFavourites = (storage: Storage, symbols: readonly string[]) => {
  try {
    storage.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(symbols));
  } catch {
    // Private browsing or a full storage: the star still works until the page is reloaded.
  }
};
