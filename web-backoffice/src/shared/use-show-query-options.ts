import { useNotify, useRedirect, useResourceContext } from 'react-admin';

// react-admin reports every failed show as "Element does not exist"; a refusal (403) must say that
// the staff member is not allowed instead.
export const useShowQueryOptions = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return {
    onError: (error: { status?: number; message?: string }) => {
      const message =
        error.status === 404 || !error.message ? 'ra.notification.item_doesnt_exist' : error.message;
      notify(message, { type: 'error', messageArgs: { _: message } });
      redirect('list', resource);
    },
  };
};
