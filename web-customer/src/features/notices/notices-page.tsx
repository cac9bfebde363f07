import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readToken } from '../../shared/session/session.storage';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { NoticeItem, noticeLink } from './notice-item';
import { useNoticesQuery, useReadAllNoticesMutation } from './notices.api';
import './notices.css';

// /notice (announcements, with the banners on top) and /settingNew (news flashes): pinned first, then
// newest; a logged-in customer sees what is unread and can mark everything read.
export const NoticesPage = ({ kind }: { kind: 'notice' | 'news' }) => {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const session = readToken();
  const { data, isLoading, isError, refetch } = useNoticesQuery({ kind, lang, session });
  const { data: banners } = useNoticesQuery({ kind: 'banner', lang, session }, { skip: kind !== 'notice' });
  const [readAll, { isLoading: marking }] = useReadAllNoticesMutation();

  const body = () => {
    if (isLoading) return <Skeleton lines={6} card />;
    if (isError || !data) return <LoadFailed title={t('notices.loadFailed')} onRetry={refetch} />;
    if (data.items.length === 0) return <EmptyState title={t('notices.empty')} body={t('notices.emptyBody')} testId="notices-empty" />;
    return (
      <ul className="card notice-list" data-testid="notices">
        {data.items.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </ul>
    );
  };

  return (
    <Page title={t(kind === 'news' ? 'notices.newsTitle' : 'notices.title')}>
      <div className="stack">
        {banners && banners.items.length > 0 && (
          <div className="banner-strip" data-testid="banners">
            {banners.items.map((banner) => (
              <Link key={banner.id} className="banner-card" to={noticeLink(banner)} data-testid="banner">
                <span className="banner-card__title">{banner.title}</span>
                {banner.summary && <span className="banner-card__summary">{banner.summary}</span>}
              </Link>
            ))}
          </div>
        )}
        <div className="notices-bar">
          <Link to={kind === 'news' ? '/notice' : '/settingNew'} data-testid="notices-switch">
            {t(kind === 'news' ? 'notices.toNotices' : 'notices.toNews')}
          </Link>
          {data?.unread ? (
            <Button variant="secondary" className="button--small" busy={marking} onClick={() => readAll()} data-testid="read-all">
              {t('notices.readAll', { count: data.unread })}
            </Button>
          ) : null}
        </div>
        {body()}
      </div>
    </Page>
  );
};
