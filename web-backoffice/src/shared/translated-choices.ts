/** A select's choices for a set of codes (statuses, kinds), each named by the message `<messages>.<code>`. */
export const translatedChoices = (codes: readonly string[], messages: string) =>
  codes.map((code) => ({ id: code, name: `${messages}.${code}` }));
