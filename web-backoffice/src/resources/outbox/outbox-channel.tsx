import { useRecordContext, useTranslate } from 'react-admin';

// Channels the identity service sends codes through; an unknown one is shown as it comes.
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;

export const outboxChannelChoices = OUTBOX_CHANNELS.map((channel) => ({
  id: channel,
  name: `app.outbox.channel.${channel}`,
}));

export const OutboxChannelField = () => {
  const message = useRecordContext<{ channel?: string }>();
  const translate = useTranslate();
  if (!message?.channel) return null;
  return <span>{translate(`app.outbox.channel.${message.channel}`, { _: message.channel })}</span>;
};
