import { useCallback, useState } from 'react';

// One typed value (an amount) checked on submit; its error clears as soon as it is edited.
export const useCheckedValue = (initial = '') => {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const edit = useCallback((next: string) => {
    setValue(next);
    setError(undefined);
  }, []);
  return { value, setValue, error, setError, edit };
};
