/** How many rows a list answers: 50 unless asked, 1 to 200. */
export const limitOf = (text?: string) => Math.min(200, Math.max(1, Number.parseInt(text ?? '50', 10) || 50));
