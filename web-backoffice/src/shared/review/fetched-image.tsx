import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

type Loaded = { url?: string; failed?: boolean };

/** One customer image at full width, fetched with the staff member's token (image URLs cannot carry it). */
export const FetchedImage = ({ load, label, testId }: { load: () => Promise<{ data: Blob }>; label: string; testId: string }) => {
  const translate = useTranslate();
  const [loaded, setLoaded] = useState<Loaded>({});

  useEffect(() => {
    let url: string | undefined;
    let current = true;
    load().then(
      ({ data }) => {
        if (!current) return;
        url = URL.createObjectURL(data);
        setLoaded({ url });
      },
      () => current && setLoaded({ failed: true }),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [load]);

  return (
    <Box component="figure" sx={{ m: 0 }} data-testid={testId}>
      <Typography component="figcaption" variant="subtitle2" gutterBottom>
        {label}
      </Typography>
      {loaded.failed && <Alert severity="warning">{translate('app.kyc.image_failed')}</Alert>}
      {!loaded.url && !loaded.failed && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {loaded.url && (
        <Link href={loaded.url} target="_blank" rel="noopener" underline="none">
          <Box
            component="img"
            src={loaded.url}
            alt={label}
            sx={{ display: 'block', maxWidth: '100%', border: 1, borderColor: 'divider', borderRadius: 1 }}
          />
        </Link>
      )}
    </Box>
  );
};

/** Images side by side on a wide screen, one under the other on a narrow one. */
export const ImageGrid = ({ children }: { children: ReactNode }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(320px, 1fr))' } }}>{children}</Box>
);
