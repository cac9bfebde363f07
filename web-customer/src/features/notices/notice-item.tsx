import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/format/use-format';
import { Badge } from '../../shared/ui/badge';
import { MessageLink } from '../../shared/ui/message-list';
import type { NoticeSummary } from './notices.api';

/** Where a notice opens: a banner on /bannerDetail, a notice or news flash on /setting-newdetail. */
export const noticeLink = (notice: Pick<NoticeSummary, 'id' | 'kind'>) =>
  `${notice.kind === 'banner' ? '/bannerDetail' : '/setting-newdetail'}?id=${notice.id}`;

// A notice in a list: unread marked with a dot and in words for assistive technology.
export const NoticeItem = ({ notice }: { notice: NoticeSummary }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const unread = notice.read === false;
  return (
    <MessageLink
      unread={unread}
      title={{ text: notice.title, unreadLabel: t('notices.unread') }}
      marks={notice.pinned && <Badge tone="info">{t('notices.pinned')}</Badge>}
      to={noticeLink(notice)}
      data-testid="notice-item"
      data-read={notice.read === null ? 'visitor' : String(notice.read)}
    >
      {notice.summary && <span className="muted notice-item__summary">{notice.summary}</span>}
      <time className="muted notice-item__time" dateTime={notice.publishedAt}>
        {format.dateTime(notice.publishedAt)}
      </time>
    </MessageLink>
  );
};
