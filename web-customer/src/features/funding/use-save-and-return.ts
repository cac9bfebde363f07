import { useNavigate, useSearchParams } from 'react-router';
import { useSubmissionKeys } from '../../shared/api/submission-key';
import { toastShown } from '../../shared/notify/notify.slice';
import { useAppDispatch } from '../../shared/store/hooks';
import { backPath } from './back-path';

type SaveTrigger<Body> = (arg: { key: string; body: Body }) => PromiseLike<{ data: unknown } | { error: unknown }>;

// Saving an address or a bank card: one submission key per body, then a toast and back to where the
// customer came from (or the list).
export const useSaveAndReturn = <Body>(save: SaveTrigger<Body>, savedText: string, listPath: string) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const keys = useSubmissionKeys();
  return async (body: Body) => {
    const result = await keys.send(JSON.stringify(body), (key) => save({ key, body }));
    if ('error' in result) return;
    dispatch(toastShown(savedText, 'success'));
    navigate(backPath(search, listPath), { replace: true });
  };
};
