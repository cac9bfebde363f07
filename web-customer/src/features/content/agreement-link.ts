/** The legacy footer link of an agreement with an id, else its slug. */
export const agreementLink = (agreement: { slug: string; legacyId: number | null }) =>
  agreement.legacyId ? `/agrt?id=${agreement.legacyId}` : `/text?slug=${encodeURIComponent(agreement.slug)}`;
