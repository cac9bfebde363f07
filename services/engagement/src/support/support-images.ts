import { CustomerImages } from '@meridian/http';

/** Images customers send to support: decoded and encoded afresh (as C2C proofs are); the bytes stay in `support_images`. */
export const supportImages = new CustomerImages('support_images');
