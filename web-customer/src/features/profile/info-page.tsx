import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImageFile, IMAGE_ACCEPT, imageKindOf } from '../../shared/image/image-file';
import { toastShown } from '../../shared/notify/notify.slice';
import { useMeQuery } from '../../shared/session/me.api';
import { useAvatarUrl } from '../../shared/session/use-avatar-url';
import { useAppDispatch } from '../../shared/store/hooks';
import { Button } from '../../shared/ui/button';
import { LoadFailed } from '../../shared/ui/load-failed';
import { MenuLink } from '../../shared/ui/menu-link';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { useUploadAvatarMutation } from './profile.api';

// /info: the avatar, the nickname, and the phone and e-mail (masked) the customer logs in with.
export const InfoPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const { data: user, isLoading, isError, refetch } = useMeQuery();
  const avatar = useAvatarUrl(user?.avatar_id);
  const [upload, { isLoading: uploading }] = useUploadAvatarMutation();

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const failure =
      checkImageFile(file) ?? (imageKindOf(new Uint8Array(await file.slice(0, 8).arrayBuffer())) ? null : 'validation.proofType');
    if (failure) {
      dispatch(toastShown(t(failure), 'warning'));
      return;
    }
    const form = new FormData();
    form.append('avatar', file);
    await upload(form);
  };

  const body = () => {
    if (isLoading) return <Skeleton lines={5} />;
    if (!user) return isError ? <LoadFailed title={t('userCentre.loadFailed')} onRetry={refetch} /> : null;
    const demo = user.is_demo === 1;
    return (
      <div className="stack">
        <section className="card profile-head">
          <div className="profile-head__avatar" data-testid="avatar">
            {avatar ? (
              <img src={avatar} alt={t('profile.avatar')} />
            ) : (
              <span aria-hidden="true">{user.name.slice(0, 1).toUpperCase()}</span>
            )}
          </div>
          <input
            ref={input}
            type="file"
            accept={IMAGE_ACCEPT}
            className="visually-hidden"
            data-testid="avatar-input"
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <Button variant="secondary" busy={uploading} disabled={demo} onClick={() => input.current?.click()}>
            {t('profile.changeAvatar')}
          </Button>
          <p className="muted">{t('profile.avatarHint')}</p>
        </section>
        <section className="card">
          <ul className="menu">
            <MenuLink to="/username" label={t('profile.nickname')} value={user.nickname ?? t('profile.notSet')} testId="nickname-link" />
            {!demo && (
              <MenuLink to="/mobile" label={t('profile.phone')} value={user.masked_phone ?? t('profile.bind')} testId="phone-link" />
            )}
            {!demo && (
              <MenuLink to="/email" label={t('profile.email')} value={user.masked_email ?? t('profile.bind')} testId="email-link" />
            )}
          </ul>
        </section>
      </div>
    );
  };

  return (
    <Page title={t('profile.title')} narrow>
      {body()}
    </Page>
  );
};
