import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useContentPageQuery } from '../../shared/content/content.api';
import { RichText } from '../../shared/content/rich-text';
import { useFormat } from '../../shared/format/use-format';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { ButtonLink } from '../../shared/ui/button-link';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';

interface ContentPageProps {
  // A fixed page (/about, /userAgreement); otherwise ?slug= or the legacy ?id= (/text, /agrt, /helpDetail).
  slug?: string;
  // Where the page came from when none is named (/agrt without an id shows the user agreement).
  fallbackSlug?: string;
}

// One published page in the reader's language, English where theirs is missing (and then says so).
export const ContentPage = ({ slug, fallbackSlug = 'about' }: ContentPageProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  const lang = useAppSelector(selectLanguage);
  const [search] = useSearchParams();
  const key = slug ?? search.get('slug') ?? search.get('id') ?? fallbackSlug;
  const { data: page, isLoading, isError, error, refetch } = useContentPageQuery({ slug: key, lang });
  const missing = isError && (error as { status?: number } | undefined)?.status === 404;

  return (
    <Page title={page?.title ?? t('content.title')} narrow>
      <Loaded
        query={{ data: page, isLoading, isError, refetch }}
        skeleton={{ lines: 8, card: true }}
        failed={t('content.loadFailed')}
        missing={
          missing && (
            <EmptyState
              title={t('content.missingTitle')}
              body={t('content.missingBody')}
              action={<ButtonLink to="/help">{t('content.toHelp')}</ButtonLink>}
              testId="content-missing"
            />
          )
        }
      >
        {(shown) => (
          <article className="card stack content-page" data-testid="content-page" data-slug={shown.slug}>
            <p className="muted content-page__meta">
              {t('content.version', { version: shown.version, date: format.dateTime(shown.publishedAt) })}
            </p>
            {shown.fallback && (
              <p className="notice notice--info" data-testid="content-fallback">
                {t('content.inEnglish')}
              </p>
            )}
            <RichText html={shown.body} testId="content-body" />
          </article>
        )}
      </Loaded>
    </Page>
  );
};
