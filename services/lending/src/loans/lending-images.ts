import { CustomerImages } from '@meridian/http';

/** Applicant documents and credit proofs; their bytes live in `lending_images`, never in an event. */
export const lendingImages = new CustomerImages('lending_images');

/** The applicant's identity card, both sides: required. */
export const REQUIRED_LOAN_IMAGES = ['idFront', 'idBack'] as const;
/** House, income with the employment relationship, bank statement, a photo holding the ID: sent when the customer has them. */
export const OPTIONAL_LOAN_IMAGES = ['houseProof', 'incomeProof', 'bankStatement', 'idPhoto'] as const;
