import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { useSecurityStateQuery } from '../../shared/security/security.api';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import { AntiPhishingLine } from './anti-phishing-line';
import { InboxDetail } from './inbox-detail';
import { InboxPreferencesCard } from './inbox-preferences';
import { INBOX_PAGE_SIZE, useInboxQuery, useReadAllInboxMutation, type InboxMessage } from '../../shared/inbox/inbox.api';
import './inbox.css';

// /inbox: the customer's own messages (deposits, withdrawals, verification, C2C orders, rewards), newest
// first, unread marked; ?id= opens one (and reads it). Beside it, the notices and news everyone gets.
export const InboxPage = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id');
  return (
    <Page title={t('inbox.title')} narrow={Boolean(id)}>
      {id ? <InboxDetail id={id} /> : <InboxList />}
    </Page>
  );
};

const InboxList = () => {
  const { t } = useTranslation();
  const lang = useAppSelector(selectLanguage);
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useInboxQuery({ page, lang });
  const [readAll, { isLoading: marking }] = useReadAllInboxMutation();
  const { data: security } = useSecurityStateQuery();
  const pages = data ? Math.max(1, Math.ceil(data.total / INBOX_PAGE_SIZE)) : 1;

  const list = () => {
    if (isLoading) return <Skeleton lines={6} card />;
    if (isError || !data) return <LoadFailed title={t('inbox.loadFailed')} onRetry={refetch} testId="inbox-failed" />;
    if (data.items.length === 0) return <EmptyState title={t('inbox.empty')} body={t('inbox.emptyBody')} testId="inbox-empty" />;
    return (
      <>
        <ul className="card inbox-list" data-testid="inbox-list">
          {data.items.map((message) => (
            <InboxItem key={message.id} message={message} />
          ))}
        </ul>
        {pages > 1 && (
          <div className="inbox-pager">
            <Button variant="secondary" className="button--small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('inbox.previous')}
            </Button>
            <span className="muted">{t('inbox.pageOf', { page, pages })}</span>
            <Button variant="secondary" className="button--small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('inbox.next')}
            </Button>
          </div>
        )}
      </>
    );
  };

  return (
    <div className="stack">
      <nav className="inbox-bar" aria-label={t('inbox.sections')}>
        <span className="inbox-bar__links">
          <Link to="/notice" data-testid="inbox-to-notices">
            {t('inbox.toNotices')}
          </Link>
          <Link to="/settingNew">{t('inbox.toNews')}</Link>
        </span>
        {data?.unread ? (
          <Button variant="secondary" className="button--small" busy={marking} onClick={() => readAll()} data-testid="inbox-read-all">
            {t('inbox.readAll', { count: data.unread })}
          </Button>
        ) : null}
      </nav>
      <AntiPhishingLine phrase={security?.antiPhishingPhrase ?? null} />
      {list()}
      <InboxPreferencesCard />
    </div>
  );
};

const InboxItem = ({ message }: { message: InboxMessage }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const unread = !message.read;
  return (
    <li>
      <Link
        className={`inbox-item${unread ? ' inbox-item--unread' : ''}`}
        to={`/inbox?id=${message.id}`}
        data-testid="inbox-item"
        data-kind={message.kind}
        data-read={String(message.read)}
      >
        <span className="inbox-item__head">
          {unread && <span className="inbox-item__dot" aria-label={t('inbox.unread')} role="img" />}
          <span className="inbox-item__title">{message.title}</span>
          <span className="muted inbox-item__category">{t(`inbox.category.${message.category}`)}</span>
        </span>
        <span className="muted inbox-item__body">{message.body}</span>
        <time className="muted inbox-item__time" dateTime={message.deliveredAt}>
          {format.dateTime(message.deliveredAt)}
        </time>
      </Link>
    </li>
  );
};
