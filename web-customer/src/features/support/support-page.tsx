import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error';
import { useFormat } from '../../shared/format/use-format';
import { readToken } from '../../shared/session/session.storage';
import { getPushStatus, subscribePushStatus } from '../../shared/socket/push-connection';
import { Badge } from '../../shared/ui/badge';
import { ButtonLink } from '../../shared/ui/button-link';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoadFailed } from '../../shared/ui/load-failed';
import { Loaded } from '../../shared/ui/loaded';
import { MessageLink, MessageList } from '../../shared/ui/message-list';
import { Page } from '../../shared/ui/page';
import { Skeleton } from '../../shared/ui/skeleton';
import {
  useOpenSupportConversationMutation,
  useReadSupportConversationMutation,
  useSupportConversationQuery,
  useSupportConversationsQuery,
  useWriteToSupportMutation,
  type SupportConversationList,
  type SupportReference,
} from './support.api';
import { SupportComposer } from './support-composer';
import { SupportImage } from './support-image';
import './support.css';

const KINDS: readonly SupportReference['kind'][] = ['c2c', 'order', 'deposit', 'withdrawal'];

// What the link says the conversation is about: /service?c2c=<id> from the C2C order, and the like.
const referenceFrom = (search: URLSearchParams): SupportReference | null => {
  for (const kind of KINDS) {
    const id = search.get(kind);
    if (id && /^[A-Za-z0-9-]{1,64}$/.test(id)) return { kind, id };
  }
  return null;
};

const Offline = () => {
  const { t } = useTranslation();
  const status = useSyncExternalStore(subscribePushStatus, getPushStatus);
  if (status !== 'offline' && status !== 'reconnecting') return null;
  return (
    <p className="support-offline" role="status" data-testid="support-offline">
      {t('support.offline')}
    </p>
  );
};

const ReferenceLine = ({ reference }: { reference: SupportReference }) => {
  const { t } = useTranslation();
  return (
    <p className="support-reference muted" data-testid="support-reference">
      {t(`support.about.${reference.kind}`, { id: reference.id.slice(0, 8) })}
    </p>
  );
};

const Thread = ({ id, session }: { id: string; session: string }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const { data, isLoading, isError, error, refetch } = useSupportConversationQuery({ id, session });
  const [write, { isLoading: sending }] = useWriteToSupportMutation();
  const [markRead] = useReadSupportConversationMutation();
  const end = useRef<HTMLLIElement>(null);
  const count = data?.messages.length ?? 0;

  useEffect(() => {
    if (data && data.unread > 0) void markRead(id);
  }, [data, id, markRead]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  if (isLoading) return <Skeleton lines={6} card />;
  if (isError && isApiError(error) && (error.status === 404 || error.code === 404))
    return (
      <EmptyState
        title={t('support.notFound')}
        action={<ButtonLink to="/service">{t('support.allConversations')}</ButtonLink>}
        testId="support-not-found"
      />
    );
  if (isError || !data) return <LoadFailed title={t('support.loadFailed')} onRetry={refetch} />;

  return (
    <div className="stack">
      <div className="support-thread__head">
        <Link to="/service" data-testid="support-all">
          ‹ {t('support.allConversations')}
        </Link>
        <Badge tone={data.status === 'open' ? 'info' : 'success'}>{t(`support.status.${data.status}`)}</Badge>
      </div>
      {data.reference && <ReferenceLine reference={data.reference} />}
      <ol className="card support-thread" aria-live="polite" data-testid="support-thread">
        {data.messages.map((message) => (
          <li
            key={message.id}
            className={`support-message support-message--${message.author}`}
            data-testid="support-message"
            data-author={message.author}
          >
            <span className="support-message__who">{t(message.author === 'customer' ? 'support.you' : 'support.agent')}</span>
            {message.body && <p className="support-message__body">{message.body}</p>}
            {message.imageId && <SupportImage imageId={message.imageId} alt={t('support.image')} />}
            <time className="support-message__time muted" dateTime={message.at}>
              {format.dateTime(message.at)}
            </time>
          </li>
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      {data.status === 'resolved' && (
        <p className="support-resolved muted" data-testid="support-resolved">
          {t('support.resolvedNote')}
        </p>
      )}
      <SupportComposer
        busy={sending}
        send={async ({ key, body, image }) => {
          const result = await write({ key, id, body, image });
          return 'data' in result;
        }}
      />
    </div>
  );
};

const Conversations = ({ session, reference }: { session: string; reference: SupportReference | null }) => {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const conversations = useSupportConversationsQuery({ session });
  const [open, { isLoading: opening }] = useOpenSupportConversationMutation();

  const list = (items: SupportConversationList['items']) => (
    <MessageList className="support-list" testId="support-conversations">
      {items.map((item) => (
        <MessageLink
          key={item.id}
          unread={item.unread > 0}
          marks={
            <>
              <Badge tone={item.status === 'open' ? 'info' : 'success'}>{t(`support.status.${item.status}`)}</Badge>
              {item.unread > 0 && (
                <span className="support-list__unread" data-testid="support-unread">
                  {t('support.unread', { count: item.unread })}
                </span>
              )}
              <time className="muted" dateTime={item.lastMessageAt}>
                {format.dateTime(item.lastMessageAt)}
              </time>
            </>
          }
          to={`/service?id=${item.id}`}
          data-testid="support-conversation"
        >
          <span className="support-list__last">{item.lastMessage?.body || (item.lastMessage?.imageId ? t('support.image') : '')}</span>
        </MessageLink>
      ))}
    </MessageList>
  );

  return (
    <div className="stack">
      <p className="muted">{t('support.lead')}</p>
      <section className="stack" aria-labelledby="support-new">
        <h2 id="support-new" className="support-section-title">
          {t('support.newConversation')}
        </h2>
        {reference && <ReferenceLine reference={reference} />}
        <SupportComposer
          busy={opening}
          send={async ({ key, body, image }) => {
            const result = await open({ key, body, image, reference });
            if ('data' in result && result.data) navigate(`/service?id=${result.data.id}`, { replace: true });
            return 'data' in result;
          }}
        />
      </section>
      <section className="stack" aria-labelledby="support-mine">
        <h2 id="support-mine" className="support-section-title">
          {t('support.conversations')}
        </h2>
        <Loaded
          query={conversations}
          skeleton={{ lines: 4, card: true }}
          failed={t('support.loadFailed')}
          empty={<EmptyState title={t('support.empty')} body={t('support.emptyBody')} testId="support-empty" />}
        >
          {(answer) => list(answer.items)}
        </Loaded>
      </section>
    </div>
  );
};

// /service: live support. A customer opens a conversation (from a C2C order, with it attached), writes
// and reads support's replies as they come; offline, the screen says so and reads again on return.
export const SupportPage = () => {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const session = readToken();
  const id = search.get('id');

  const body = () => {
    if (!session)
      return (
        <EmptyState
          title={t('support.visitor')}
          action={<ButtonLink to="/login">{t('support.logIn')}</ButtonLink>}
          testId="support-visitor"
        />
      );
    if (id) return <Thread id={id} session={session} />;
    return <Conversations session={session} reference={referenceFrom(search)} />;
  };

  return (
    <Page title={t('support.title')}>
      <Offline />
      {body()}
    </Page>
  );
};
