import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectUser } from '../../features/auth/auth.slice';
import { isDemoExpired } from '../../shared/session/user.types';
import { useAppSelector } from '../../shared/store/hooks';

export const DemoBadge = () => {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  if (user?.is_demo !== 1) return null;
  const expired = isDemoExpired(user, new Date());
  return (
    <Link to="/setting" className={`badge ${expired ? 'badge--danger' : 'badge--demo'}`} data-testid="demo-badge" title={expired ? t('demo.expiredNotice') : undefined}>
      {expired ? t('demo.expired') : t('demo.badge')}
    </Link>
  );
};
