import { CustomerImages } from '@meridian/http';

/** The photos customers send with a tier; their bytes live in `kyc_images`, never in an event. */
export const kycImages = new CustomerImages('kyc_images');
