/** The rows of a list answer (`{ items }`); an answer without any is an empty list. */
export const itemsOf = <T>(answer: { items?: T[] } | null): T[] => answer?.items ?? [];
