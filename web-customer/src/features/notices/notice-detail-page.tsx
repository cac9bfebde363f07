import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isNotFound } from '../../shared/api/api-error';
import { RichText } from '../../shared/content/rich-text';
import { useFormat } from '../../shared/format/use-format';
import { readToken } from '../../shared/session/session.storage';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { ButtonLink } from '../../shared/ui/button-link';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';
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

  return (
    <Page title={notice?.title ?? t('notices.title')} narrow>
      <Loaded
        query={{ data: notice, isLoading, isError, refetch }}
        skeleton={{ lines: 6, card: true }}
        failed={t('notices.loadFailed')}
        missing={
          (!id || isNotFound(error)) && (
            <EmptyState
              title={t('notices.missing')}
              action={<ButtonLink to="/notice">{t('notices.title')}</ButtonLink>}
              testId="notice-missing"
            />
          )
        }
      >
        {(shown) => (
          <article className="card stack" data-testid="notice-detail">
            <p className="muted">{format.dateTime(shown.publishedAt)}</p>
            {shown.fallback && <p className="notice notice--info">{t('notices.inEnglish')}</p>}
            {shown.summary && <p className="notice-detail__summary">{shown.summary}</p>}
            <RichText html={shown.body} testId="notice-body" />
          </article>
        )}
      </Loaded>
    </Page>
  );
};
