import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

// What a screen shows (the chart's period, the account tab, a filter) kept in the URL's query, so a
// reload or a shared link opens the same view. A change replaces the history entry instead of adding
// one per click; an empty value removes its key.
export const useSearchState = () => {
  const [search, setSearch] = useSearchParams();
  const change = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch(
        (current) => {
          for (const [name, value] of Object.entries(changes)) {
            if (value) current.set(name, value);
            else current.delete(name);
          }
          return current;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [search, change] as const;
};
