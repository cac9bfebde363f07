import type { ReactNode } from 'react';
import { HeroBanner, type Audience } from './hero-banner';
import { QuickEntries } from './quick-entries';

// The market pieces belong to the markets feature; the app passes them in (features never import
// each other), and who is looking: a visitor, a demo account or a customer.
export const HomePage = ({ markets, audience }: { markets: ReactNode; audience: Audience }) => (
  <div className="home">
    <HeroBanner audience={audience} />
    <QuickEntries loggedIn={audience !== 'visitor'} />
    {markets}
  </div>
);
