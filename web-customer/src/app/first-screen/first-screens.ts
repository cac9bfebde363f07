// The screens a visitor most often opens first from a link. For each, the platform sends index.html with
// the screen already drawn (render-first-screens.tsx, at build time), in the reader's language.
export interface FirstScreen {
  name: 'home' | 'markets' | 'exchange';
  // The app's route, and the paths the drawn variant is sent for (a RegExp source, for the server).
  route: string;
  paths: string;
  // A path of the route to draw it at.
  example: string;
}

export const FIRST_SCREENS: readonly FirstScreen[] = [
  { name: 'home', route: '/', paths: '^/(index)?$', example: '/' },
  { name: 'markets', route: '/market', paths: '^/market/?$', example: '/market' },
  { name: 'exchange', route: '/exchange/:symbol', paths: '^/exchange/[^/]+/?$', example: '/exchange/BTCUSDT' },
];
