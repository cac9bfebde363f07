// Where a contract's specification is read (the trading screen links to it).
export const contractSpecPath = (symbol: string) => `/contractSpec?symbol=${encodeURIComponent(symbol)}`;
