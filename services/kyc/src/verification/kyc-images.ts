import { CustomerImages } from '@meridian/http';

/**
 * The photos customers send with a tier; their bytes live in `kyc_images`, never in an event. What is
 * served is a re-encoded copy; the original is kept apart for audit (`upload_originals`).
 */
export const kycImages = new CustomerImages('kyc_images', { keepOriginals: true });
