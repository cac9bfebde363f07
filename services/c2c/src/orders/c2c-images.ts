import { CustomerImages } from '@meridian/http';

/** Remittance proofs; their bytes live in `remittance_proofs`, never in an event, and the original is filed for audit. */
export const c2cImages = new CustomerImages('remittance_proofs', { keepOriginals: true });
