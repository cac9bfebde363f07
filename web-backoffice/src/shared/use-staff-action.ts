import { useState } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { errorMessageOf } from './use-async-data';

/**
 * One staff action on the record shown: sent once at a time, a notice and a refresh when it lands,
 * the server's refusal kept to show beside the form.
 */
export const useStaffAction = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, notice: string, messageArgs?: Record<string, unknown>): Promise<boolean> => {
    setSending(true);
    setRefusal(null);
    try {
      await action();
      notify(notice, { type: 'success', messageArgs });
      refresh();
      return true;
    } catch (error) {
      setRefusal(errorMessageOf(error));
      return false;
    } finally {
      setSending(false);
    }
  };

  return { run, sending, refusal, setRefusal };
};
