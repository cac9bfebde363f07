import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { durationOf, type SupportConversation } from './support-record';

/** One of the two timers (as of the server's clock when read): how long, and whether past its target. */
export const SupportTimerField = ({ timer }: { timer: 'firstResponse' | 'resolution'; label?: string }) => {
  const conversation = useRecordContext<SupportConversation>();
  const translate = useTranslate();
  if (!conversation) return null;
  const value = conversation[timer];
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={`support-timer-${timer}`}>
      <span>{durationOf(value.seconds)}</span>
      {value.late && <Chip size="small" color="error" label={translate('support.late')} />}
      {!value.running && !value.late && <Chip size="small" color="success" label={translate('support.in_time')} />}
    </Stack>
  );
};
