import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import type { KycSubmission } from './kyc-record';

type Loaded = { url?: string; failed?: boolean };

/** One image at full width, fetched with the staff member's token (image URLs cannot carry it). */
const KycImage = ({ imageId, role }: { imageId: string; role: string }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [loaded, setLoaded] = useState<Loaded>({});

  useEffect(() => {
    let url: string | undefined;
    let current = true;
    dataProvider.kycImage(imageId).then(
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
  }, [dataProvider, imageId]);

  const label = translate(`app.kyc.photo.${role}`, { _: role });
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="kyc-image">
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

/** Every image of the submission, at full size (a click opens it alone). */
export const KycImages = () => {
  const record = useRecordContext<KycSubmission>();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fit, minmax(320px, 1fr))' } }}>
      {record.images.map((image) => (
        <KycImage key={image.imageId} imageId={image.imageId} role={image.role} />
      ))}
    </Box>
  );
};
