import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readToken } from '../../shared/session/session.storage';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { MessageList, ReadAllButton } from '../../shared/ui/message-list';
import { Page } from '../../shared/ui/page';
import { NoticeItem, noticeLink } from './notice-item';
import { useNoticesQuery, useReadAllNoticesMutation } from './notices.api';
import './notices.css';

// /notice (announcements, with the banners on top) and /settingNew (news flashes): pinned first, then
// newest; a logged-in customer sees what is unread and can mark everything read.
export const NoticesPage = ({ kind }: { kind: 'notice' | 'news' }) => {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const session = readToken();
  const notices = useNoticesQuery({ kind, lang, session });
  const { data: banners } = useNoticesQuery({ kind: 'banner', lang, session }, { skip: kind !== 'notice' });
  const [readAll, { isLoading: marking }] = useReadAllNoticesMutation();
  const unread = notices.data?.unread;

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
          <ReadAllButton unread={unread} busy={marking} onClick={readAll} testId="read-all">
            {t('notices.readAll', { count: unread })}
          </ReadAllButton>
        </div>
        <Loaded
          query={notices}
          skeleton={{ lines: 6, card: true }}
          failed={t('notices.loadFailed')}
          empty={<EmptyState title={t('notices.empty')} body={t('notices.emptyBody')} testId="notices-empty" />}
        >
          {(answer) => (
            <MessageList className="notice-list" testId="notices">
              {answer.items.map((notice) => (
                <NoticeItem key={notice.id} notice={notice} />
              ))}
            </MessageList>
          )}
        </Loaded>
      </div>
    </Page>
  );
};
