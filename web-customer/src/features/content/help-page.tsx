import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { Card } from '../../shared/ui/card';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { Page } from '../../shared/ui/page';
import { TextField } from '../../shared/ui/text-field';
import { useHelpCentreQuery, type HelpCentre } from './content.api';

// /help and /settingHelp: the help centre's categories and articles, searchable as one types.
export const HelpPage = ({ detailPath = '/helpDetail' }: { detailPath?: string }) => {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const help = useHelpCentreQuery({ lang, q: search });

  const body = (centre: HelpCentre) =>
    centre.categories.map((category) => (
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

  return (
    <Page title={t('content.helpTitle')}>
      <div className="stack" aria-busy={help.isFetching}>
        <TextField
          name="q"
          type="search"
          label={t('content.search')}
          placeholder={t('content.searchPlaceholder')}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          data-testid="help-search"
        />
        <Loaded
          query={help}
          skeleton={{ lines: 6, card: true }}
          failed={t('content.loadFailed')}
          empty={<EmptyState title={t('content.noResults', { q: search })} body={t('content.noResultsBody')} testId="help-empty" />}
          isEmpty={(centre) => centre.categories.length === 0}
        >
          {body}
        </Loaded>
        <p className="muted">
          {t('content.moreHelp')} <Link to="/downLoad">{t('content.officialChannels')}</Link>
        </p>
      </div>
    </Page>
  );
};
