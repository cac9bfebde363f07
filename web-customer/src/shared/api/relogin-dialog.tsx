import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reloginClosed, selectRelogin } from '../notify/notify.slice';
import { endSession } from '../session/session.thunks';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { loginPathReturningTo } from '../session/login-redirect';
import { Modal } from '../ui/modal';

// Code 2000 (token missing, expired or revoked): a confirm box with "Log in again" and "Back".
export const ReloginDialog = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const relogin = useAppSelector(selectRelogin);
  const primary = useRef<HTMLButtonElement>(null);

  const logInAgain = () => {
    dispatch(endSession());
    // A full load, as the specification asks: nothing of the old session survives in memory.
    window.location.assign(loginPathReturningTo(window.location.pathname + window.location.search));
  };

  // Back to the page before, or home (open to everyone) when the app was opened on this page.
  const back = () => {
    dispatch(reloginClosed());
    const position = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (position > 0) navigate(-1);
    else navigate('/', { replace: true });
  };

  return (
    <Modal open={Boolean(relogin)} title={t('relogin.title')} testId="relogin-dialog" onEscape={back} initialFocus={primary}>
      <p>{relogin?.message}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={back} data-testid="relogin-back">
          {t('relogin.back')}
        </button>
        <button ref={primary} type="button" className="button button--primary" onClick={logInAgain} data-testid="relogin-login">
          {t('relogin.login')}
        </button>
      </div>
    </Modal>
  );
};
