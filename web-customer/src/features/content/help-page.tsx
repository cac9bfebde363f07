import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { TextField } from '../../shared/ui/text-field';
import { useHelpCentreQuery } from './content.api';

// /help and /settingHelp: the help centre's categories and articles, searchable as one types.
export const HelpPage = ({ detailPath = '/helpDetail' }: { detailPath?: string }) => {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const { data, isLoading, isFetching, isError, refetch } = useHelpCentreQuery({ lang, q: search });

  const body = () => {
    if (isLoading) return <Skeleton lines={6} card />;
    if (isError || !data) return <LoadFailed title={t('content.loadFailed')} onRetry={refetch} />;
    if (data.categories.length === 0)
      return <EmptyState title={t('content.noResults', { q: search })} body={t('content.noResultsBody')} testId="help-empty" />;
    return data.categories.map((category) => (
      <Card key={category.id} titleId={`help-${category.id}`} title={category.title} data-testid="help-category">
        <ul className="menu">
          {category.articles.map((article) => (
            <li key={article.slug}>
              <Link
                className="menu__item help-article"
                to={`${detailPath}?slug=${encodeURIComponent(article.slug)}`}
                data-testid="help-article"
              >
                <span className="help-article__text">
                  <span>{article.title}</span>
                  {article.summary && <span className="muted help-article__summary">{article.summary}</span>}
                </span>
                <span aria-hidden="true" className="menu__chevron">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    ));
  };

  return (
    <Page title={t('content.helpTitle')}>
      <div className="stack" aria-busy={isFetching}>
        <TextField
          name="q"
          type="search"
          label={t('content.search')}
          placeholder={t('content.searchPlaceholder')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          data-testid="help-search"
        />
        {body()}
        <p className="muted">
          {t('content.moreHelp')} <Link to="/downLoad">{t('content.officialChannels')}</Link>
        </p>
      </div>
    </Page>
  );
};
