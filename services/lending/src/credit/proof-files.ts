/** A customer sends at most this many proof images at once (multipart field `proofs`). */
export const PROOF_FILES = 3;

/** The uploaded proofs by role, `proof1` to `proof3`, in the order they were sent. */
export const proofsByRole = (files: readonly Express.Multer.File[] | undefined) => new Map((files ?? []).map((file, index) => [`proof${index + 1}`, file.buffer] as const));
