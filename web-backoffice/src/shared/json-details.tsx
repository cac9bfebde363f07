import { Box } from '@mui/material';

export const JsonDetails = ({ summary, value }: { summary: string; value: unknown }) => (
  <details>
    <summary>{summary}</summary>
    <Box
      component="pre"
      sx={{ m: 0, mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflowX: 'auto' }}
    >
      {JSON.stringify(value ?? null, null, 2)}
    </Box>
  </details>
);
