import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { useNavigate } from 'react-router';
import { selectIsLeaving, selectToken } from '../features/auth/auth.slice';
import { reloginAsked } from '../shared/notify/notify.slice';
import { endSession } from '../shared/session/session.thunks';
import { connectMarket, connectPrivate } from '../shared/socket/push-connection';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';
import type { RootState } from './store';

// Opens the public feed once and the private one for as long as a token is held.
export const PushSession = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector(selectToken);
  const store = useStore<RootState>();

  useEffect(() => {
    connectMarket();
  }, []);

  useEffect(() => {
    if (!token) return;
    return connectPrivate(token, {
      onRevoked: (cause) => {
        // The customer's own logout needs no question: they asked for it. When they asked here, the
        // user centre ends the session as soon as its request is answered.
        if (cause === 'logout') {
          if (selectIsLeaving(store.getState())) return;
          dispatch(endSession());
          navigate('/login', { replace: true });
          return;
        }
        // Ended elsewhere (a password change, another device) or no longer valid: the specification's
        // code-2000 box, log in again or go back, instead of leaving the screen without a word.
        dispatch(reloginAsked(t('session.revoked')));
      },
    });
  }, [token, dispatch, navigate, t, store]);

  return null;
};
