import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { selectToken } from '../features/auth/auth.slice';
import { toastShown } from '../shared/notify/notify.slice';
import { endSession } from '../shared/session/session.thunks';
import { connectMarket, connectPrivate } from '../shared/socket/push-connection';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';

// Opens the public feed once and the private one for as long as a token is held.
export const PushSession = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);

  useEffect(() => {
    connectMarket();
  }, []);

  useEffect(() => {
    if (!token) return;
    return connectPrivate(token, {
      onRevoked: (cause) => {
        dispatch(endSession());
        // The customer's own logout needs no warning: they asked for it.
        if (cause !== 'logout') dispatch(toastShown(t('session.revoked'), 'warning'));
        navigate('/login', { replace: true });
      },
    });
  }, [token, dispatch, navigate, t]);

  return null;
};
