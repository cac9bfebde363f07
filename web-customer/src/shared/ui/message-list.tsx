import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Button } from './button';
import './message-list.css';

// Messages in a card, one link each: the inbox, notices and news, support conversations.
export const MessageList = ({ className, testId, children }: { className: string; testId: string; children: ReactNode }) => (
  <ul className={`card message-list ${className}`} data-testid={testId}>
    {children}
  </ul>
);

interface MessageLinkProps extends Omit<LinkProps, 'className' | 'title'> {
  unread: boolean;
  // A titled message starts with its title, after a dot while unread (`unreadLabel` says it in words).
  title?: { text: string; unreadLabel: string };
  // The rest of its first line: category, badges, time.
  marks: ReactNode;
}

// One message: its first line, then what the list shows of it; an unread one stands out.
export const MessageLink = ({ unread, title, marks, children, ...link }: MessageLinkProps) => (
  <li>
    <Link className={`message-item${unread ? ' message-item--unread' : ''}`} {...link}>
      <span className="message-item__head">
        {title && unread && <span className="message-item__dot" aria-label={title.unreadLabel} role="img" />}
        {title && <span className="message-item__title">{title.text}</span>}
        {marks}
      </span>
      {children}
    </Link>
  </li>
);

interface ReadAllButtonProps {
  unread: number | null | undefined;
  busy: boolean;
  onClick: () => unknown;
  testId: string;
  children: ReactNode;
}

// "Mark all read", offered only while something is unread.
export const ReadAllButton = ({ unread, busy, onClick, testId, children }: ReadAllButtonProps) =>
  unread ? (
    <Button variant="secondary" className="button--small" busy={busy} onClick={() => onClick()} data-testid={testId}>
      {children}
    </Button>
  ) : null;
