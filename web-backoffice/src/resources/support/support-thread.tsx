import { useCallback } from 'react';
import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { adminApiBlob } from '../../providers/admin-api';
import { FetchedImage } from '../../shared/review/fetched-image';
import { useStaffLabel } from '../../shared/review/use-staff-label';
import type { SupportConversation } from './support-record';

type Message = SupportConversation['messages'][number];

const MessageImage = ({ imageId }: { imageId: string }) => {
  const translate = useTranslate();
  const load = useCallback(async () => ({ data: await adminApiBlob(`/support/images/${encodeURIComponent(imageId)}`) }), [imageId]);
  return <FetchedImage load={load} label={translate('support.image')} testId="support-image" />;
};

const Author = ({ message }: { message: Message }) => {
  const translate = useTranslate();
  const staff = useStaffLabel(message.kind === 'customer' ? undefined : message.authorId);
  return <>{message.kind === 'customer' ? translate('support.customer') : staff}</>;
};

const Bubble = ({ message }: { message: Message }) => {
  const translate = useTranslate();
  const note = message.kind === 'note';
  return (
    <Paper
      variant="outlined"
      data-testid="support-staff-message"
      data-kind={message.kind}
      sx={{
        p: 1.5,
        maxWidth: '80%',
        alignSelf: message.kind === 'customer' ? 'flex-start' : 'flex-end',
        bgcolor: note ? 'warning.light' : message.kind === 'reply' ? 'action.hover' : undefined,
        borderStyle: note ? 'dashed' : 'solid',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          <Author message={message} />
        </Typography>
        {note && <Chip size="small" label={translate('support.note_badge')} />}
        <Typography variant="caption" color="text.secondary">
          {new Date(message.at).toLocaleString()}
        </Typography>
      </Stack>
      {message.body && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
      )}
      {message.imageId && <MessageImage imageId={message.imageId} />}
    </Paper>
  );
};

/** The conversation as staff see it: the customer's messages, the replies, and the internal notes (marked, never shown to the customer). */
export const SupportThread = (_props: { label?: string }) => {
  const conversation = useRecordContext<SupportConversation>();
  // From the queue, the list row (no messages) shows first, until the conversation itself arrives.
  if (!conversation?.messages) return null;
  return (
    <Box
      component="ol"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
      data-testid="support-staff-thread"
    >
      {conversation.messages.map((message) => (
        <Box component="li" key={message.id} sx={{ display: 'flex', flexDirection: 'column' }}>
          <Bubble message={message} />
        </Box>
      ))}
    </Box>
  );
};
