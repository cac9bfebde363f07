import { Injectable } from '@nestjs/common';
import { AppError } from '@meridian/http';
import { SpotListingsRegistry } from '../listings/spot-listings.registry';
import type { SpotListingResponseDto } from './spot-listing.response.dto';

/** Issued coins and their spot listings, as staff read them (from the registry the listing events keep). */
@Injectable()
export class SpotListingsQuery {
  constructor(private readonly registry: SpotListingsRegistry) {}

  all(): SpotListingResponseDto[] {
    return this.registry.issuedCoins().map((coin) => this.one(coin.coin));
  }

  one(coin: string): SpotListingResponseDto {
    const issued = this.registry.issuedCoin(coin);
    if (!issued) throw new AppError('listing.notIssued', 404, 404);
    const listing = this.registry.listing(coin);
    return {
      id: coin,
      ...issued,
      listed: listing !== null,
      symbol: listing?.symbol ?? null,
      tickSize: listing?.tickSize ?? null,
      lotStep: listing?.lotStep ?? null,
      reason: listing?.reason ?? null,
      listedBy: listing?.staffId ?? null,
      listedAt: listing?.at ?? null,
    };
  }
}
