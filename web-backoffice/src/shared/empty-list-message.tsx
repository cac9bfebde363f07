import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export const EmptyListMessage = ({ messageKey }: { messageKey: string }) => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 64, opacity: 0.5 }} aria-hidden />
      <Typography variant="body1">{translate(messageKey)}</Typography>
    </Box>
  );
};
