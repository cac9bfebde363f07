import type { ReactNode } from 'react';
import { HeroBanner } from './hero-banner';
import { QuickEntries } from './quick-entries';

// The market pieces belong to the markets feature; the app passes them in (features never import
// each other).
export const HomePage = ({ markets }: { markets: ReactNode }) => (
  <div className="home">
    <HeroBanner />
    <QuickEntries />
    {markets}
  </div>
);
