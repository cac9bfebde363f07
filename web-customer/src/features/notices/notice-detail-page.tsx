import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RichText } from '../../shared/content/rich-text';
import { useFormat } from '../../shared/format/use-format';
import { readToken } from '../../shared/session/session.storage';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { ButtonLink } from '../../shared/ui/button-link';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { useNoticeQuery, useReadNoticeMutation } from './notices.api';
import './notices.css';

// /setting-newdetail and /bannerDetail (?id=): one notice; opening it marks it read for a customer.
export const NoticeDetailPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useAppSelector(selectLanguage);
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const { data: notice, isLoading, isError, error, refetch } = useNoticeQuery({ id, lang, session: readToken() }, { skip: !id });
  const [markRead] = useReadNoticeMutation();
  useEffect(() => {
    if (notice?.read === false) void markRead(notice.id);
  }, [notice?.id, notice?.read, markRead]);
  const status = (error as { status?: number } | undefined)?.status;

  const body = () => {
    if (!id || status === 404 || status === 400)
      return (
        <EmptyState
          title={t('notices.missing')}
          action={<ButtonLink to="/notice">{t('notices.title')}</ButtonLink>}
          testId="notice-missing"
        />
      );
    if (isLoading) return <Skeleton lines={6} card />;
    if (isError || !notice) return <LoadFailed title={t('notices.loadFailed')} onRetry={refetch} />;
    return (
      <article className="card stack" data-testid="notice-detail">
        <p className="muted">{format.dateTime(notice.publishedAt)}</p>
        {notice.fallback && <p className="notice notice--info">{t('notices.inEnglish')}</p>}
        {notice.summary && <p className="notice-detail__summary">{notice.summary}</p>}
        <RichText html={notice.body} testId="notice-body" />
      </article>
    );
  };

  return (
    <Page title={notice?.title ?? t('notices.title')} narrow>
      {body()}
    </Page>
  );
};
