import { HeroBanner } from './hero-banner';
import { MarketBoard } from './market-board';
import { QuickEntries } from './quick-entries';

export const HomePage = () => (
  <div className="home">
    <HeroBanner />
    <QuickEntries />
    <MarketBoard />
  </div>
);
