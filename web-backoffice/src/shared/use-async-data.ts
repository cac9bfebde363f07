import { useCallback, useEffect, useState } from 'react';

type AsyncState<T> = { data?: T; error?: unknown; isPending: boolean };

/**
 * Loads once when `load` is given (and again on `reload()`), for the few calls that are not
 * react-admin CRUD: the ledger check, a replay. `load` must be stable (useCallback).
 */
export const useAsyncData = <T>(load: (() => Promise<T>) | null) => {
  const [state, setState] = useState<AsyncState<T>>({ isPending: Boolean(load) });
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!load) {
      setState({ isPending: false });
      return;
    }
    let current = true;
    setState((previous) => ({ data: previous.data, isPending: true }));
    load().then(
      (data) => current && setState({ data, isPending: false }),
      (error: unknown) => current && setState({ error, isPending: false }),
    );
    return () => {
      current = false;
    };
  }, [load, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
};

export const errorMessageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message
    : 'app.errors.http_other';
