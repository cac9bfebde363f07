import type { ApiQuery } from '@meridian/contracts';
import { useRecordContext, useTranslate } from 'react-admin';
import { valuesOf } from '../../shared/api-values';

// Channels the identity service sends codes through; an unknown one is shown as it comes.
export const OUTBOX_CHANNELS = valuesOf<NonNullable<ApiQuery<'/api/v1/admin/outbox'>['channel']>>({ email: true, sms: true });

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
