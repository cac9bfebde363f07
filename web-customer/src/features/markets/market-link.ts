// The market detail screen of SPEC section 2 (/currency), and a spot pair's trading screen.
export const marketPath = (symbol: string) => `/currency?symbol=${encodeURIComponent(symbol)}`;

export const tradePath = (symbol: string) => `/exchange/${encodeURIComponent(symbol)}`;
