import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export type Detail = { key: string; label: ReactNode; value: ReactNode; monospace?: boolean };

/** Named values (what an applicant wrote, a bank's details) as a definition list in two columns; `dense`: smaller and closer. */
export const DetailsList = ({ details, testId, dense = false }: { details: Detail[]; testId?: string; dense?: boolean }) => {
  const variant = dense ? 'body2' : undefined;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: dense ? 0.5 : 1, m: 0 }}
      data-testid={testId}
    >
      {details.map(({ key, label, value, monospace }) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant={variant} color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant={variant} sx={{ m: 0, fontFamily: monospace ? 'monospace' : undefined }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
