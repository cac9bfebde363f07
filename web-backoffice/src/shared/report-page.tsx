import type { ReactNode } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

type ReportPageProps = {
  /** The page's title and the line that says what it shows. */
  title: string;
  explanation: string;
  /** Loads the figures again; the button waits while they load. */
  reload: () => void;
  isPending: boolean;
  children: ReactNode;
};

/** A page of figures read from the server (what the house holds, what the platform owes), refreshed on demand. */
export const ReportPage = ({ title, explanation, reload, isPending, children }: ReportPageProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title={translate(title)} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {translate(explanation)}
        </Typography>
        <Button variant="outlined" startIcon={<ReplayIcon />} onClick={reload} disabled={isPending}>
          {translate('app.contracts_house.refresh')}
        </Button>
      </Stack>
      {children}
    </Box>
  );
};
