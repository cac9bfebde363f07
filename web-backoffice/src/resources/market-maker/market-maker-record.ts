import type { ApiBody, FitsBodyOf, Holds } from '@meridian/contracts';
import type { RaRecord } from 'react-admin';

/** What staff set: whether the house quotes the book, and how. */
type MarketMakerQuoting = {
  enabled: boolean;
  spreadBp: number;
  levels: number;
  levelStepBp: number;
  quantity: string;
  sizeGrowthPct: number;
  variationPct: number;
};

// `GET /market-maker`, `GET /market-maker/:symbol`: the house market maker's quoting, one record per
// spot book (`id` is the symbol). `quantity` is the first level's, in the base coin, a decimal string;
// further levels grow by `sizeGrowthPct` and vary by up to `variationPct`.
export type MarketMakerSettings = RaRecord &
  MarketMakerQuoting & {
    symbol: string;
    updatedAt: string | null;
    updatedBy: string | null;
  };

export type MarketMakerBody = MarketMakerQuoting & { reason: string };
export type MarketMakerBodyMatchesServer = Holds<FitsBodyOf<MarketMakerBody, ApiBody<'MarketMakerSettingsDto'>>>;

// `PUT /market-maker/:symbol` takes exactly these fields: the id, the symbol and who changed it last
// are the server's.
export const marketMakerBody = (data: Record<string, unknown>): MarketMakerBody => ({
  enabled: data.enabled === true,
  /* eslint-disable money/no-float-conversion -- basis points, a count of levels and percentages: settings the API takes as numbers, no amount */
  spreadBp: Number(data.spreadBp),
  levels: Number(data.levels),
  levelStepBp: Number(data.levelStepBp),
  quantity: String(data.quantity ?? '').trim(),
  sizeGrowthPct: Number(data.sizeGrowthPct),
  variationPct: Number(data.variationPct),
  /* eslint-enable money/no-float-conversion */
  reason: String(data.reason ?? '').trim(),
});
