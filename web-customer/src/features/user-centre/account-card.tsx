import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../shared/ui/copy-button';
import { useFormat } from '../../shared/format/use-format';
import { useAvatarUrl } from '../../shared/session/use-avatar-url';
import { isDemoExpired, type User } from '../../shared/session/user.types';

// SPEC section 3: the e-mail or phone shows masked; a demo account shows its name. The server masks
// it once (the profile page shows the same `masked_email` and `masked_phone`), so it reads one way.
// A demo account's name is the server's ("Demo" and the first 8 characters of its id) in the
// customer's language.
const displayedAccount = (user: User, t: TFunction) =>
  user.type === 'demo' ? t('demo.accountName', { id: user.id.slice(0, 8) }) : ((user.type === 'email' ? user.masked_email : user.masked_phone) ?? user.account_display);

export const AccountCard = ({ user }: { user: User }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const expired = isDemoExpired(user, new Date());
  const shown = displayedAccount(user, t);
  const avatar = useAvatarUrl(user.avatar_id);

  return (
    <div className="card account-card">
      <div className="account-card__avatar" aria-hidden="true">
        {avatar ? <img src={avatar} alt="" /> : (user.name || shown).slice(0, 1).toUpperCase()}
      </div>
      <div className="account-card__body">
        <p className="account-card__account" data-testid="user-account">
          {shown}
        </p>
        {user.is_demo === 1 && (
          <p className="account-card__demo">
            <span className={`badge ${expired ? 'badge--danger' : 'badge--demo'}`}>{expired ? t('demo.expired') : t('demo.badge')}</span>
            {user.demo_expires_at && (
              <span className="muted">
                {expired ? t('demo.expiredAt', { date: format.dateTime(user.demo_expires_at) }) : t('demo.expiresAt', { date: format.dateTime(user.demo_expires_at) })}
              </span>
            )}
          </p>
        )}
        {expired && (
          <p className="notice notice--warning" role="alert">
            {t('demo.expiredNotice')} <Link to="/login">{t('demo.createNew')}</Link>
          </p>
        )}
        {user.invitation_code && (
          <p className="account-card__invite">
            <span className="muted">{t('userCentre.inviteCode')}</span>
            <strong className="mono" data-testid="invitation-code">
              {user.invitation_code}
            </strong>
            <CopyButton text={user.invitation_code} label={t('userCentre.copyInviteCode')} />
          </p>
        )}
        {user.invite_link && (
          <p className="account-card__invite">
            <span className="muted">{t('userCentre.inviteLink')}</span>
            <CopyButton text={user.invite_link} label={t('userCentre.copyInviteLink')} />
          </p>
        )}
      </div>
    </div>
  );
};
