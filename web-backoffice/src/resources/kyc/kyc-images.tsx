import { useCallback } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { FetchedImage, ImageGrid } from '../../shared/review/fetched-image';
import { useAppDataProvider } from '../../shared/use-app-data-provider';
import type { KycSubmission } from './kyc-record';

const KycImage = ({ imageId, role }: { imageId: string; role: string }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const load = useCallback(() => dataProvider.kycImage(imageId), [dataProvider, imageId]);
  return <FetchedImage load={load} label={translate(`app.kyc.photo.${role}`, { _: role })} testId="kyc-image" />;
};

/** Every image of the submission, at full size (a click opens it alone). */
export const KycImages = () => {
  const record = useRecordContext<KycSubmission>();
  if (!record) return null;
  return (
    <ImageGrid>
      {record.images.map((image) => (
        <KycImage key={image.imageId} imageId={image.imageId} role={image.role} />
      ))}
    </ImageGrid>
  );
};
