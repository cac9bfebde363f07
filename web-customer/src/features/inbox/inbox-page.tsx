import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { useSecurityStateQuery } from '../../shared/security/security.api';
import { selectLanguage } from '../../shared/settings/settings.slice';
import { useAppSelector } from '../../shared/store/hooks';
import { Button } from '../../shared/ui/button';
import { EmptyState } from '../../shared/ui/empty-state';
import { Loaded } from '../../shared/ui/loaded';
import { MessageLink, MessageList, ReadAllButton } from '../../shared/ui/message-list';
import { Page } from '../../shared/ui/page';
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
  const inbox = useInboxQuery({ page, lang });
  const [readAll, { isLoading: marking }] = useReadAllInboxMutation();
  const { data: security } = useSecurityStateQuery();
  const unread = inbox.data?.unread;
  const pages = inbox.data ? Math.max(1, Math.ceil(inbox.data.total / INBOX_PAGE_SIZE)) : 1;

  const list = (messages: InboxMessage[]) => (
    <>
      <MessageList className="inbox-list" testId="inbox-list">
        {messages.map((message) => (
          <InboxItem key={message.id} message={message} />
        ))}
      </MessageList>
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

  return (
    <div className="stack">
      <nav className="inbox-bar" aria-label={t('inbox.sections')}>
        <span className="inbox-bar__links">
          <Link to="/notice" data-testid="inbox-to-notices">
            {t('inbox.toNotices')}
          </Link>
          <Link to="/settingNew">{t('inbox.toNews')}</Link>
        </span>
        <ReadAllButton unread={unread} busy={marking} onClick={readAll} testId="inbox-read-all">
          {t('inbox.readAll', { count: unread })}
        </ReadAllButton>
      </nav>
      <AntiPhishingLine phrase={security?.antiPhishingPhrase ?? null} />
      <Loaded
        query={inbox}
        skeleton={{ lines: 6, card: true }}
        failed={t('inbox.loadFailed')}
        failedTestId="inbox-failed"
        empty={<EmptyState title={t('inbox.empty')} body={t('inbox.emptyBody')} testId="inbox-empty" />}
      >
        {(answer) => list(answer.items)}
      </Loaded>
      <InboxPreferencesCard />
    </div>
  );
};

const InboxItem = ({ message }: { message: InboxMessage }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const unread = !message.read;
  return (
    <MessageLink
      unread={unread}
      title={{ text: message.title, unreadLabel: t('inbox.unread') }}
      marks={<span className="muted inbox-item__category">{t(`inbox.category.${message.category}`)}</span>}
      to={`/inbox?id=${message.id}`}
      data-testid="inbox-item"
      data-kind={message.kind}
      data-read={String(message.read)}
    >
      <span className="muted inbox-item__body">{message.body}</span>
      <time className="muted inbox-item__time" dateTime={message.deliveredAt}>
        {format.dateTime(message.deliveredAt)}
      </time>
    </MessageLink>
  );
};
