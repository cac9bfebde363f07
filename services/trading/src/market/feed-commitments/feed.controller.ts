import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, AppError, PathKeyPipe, silent } from '@meridian/http';
import { CLOCK, type Clock } from '@meridian/runtime';
import { INSTRUMENTS, instrumentOf } from '../instruments';
import { MarketDataService } from '../market-data.service';
import { hourOf } from './hour-seeds';
import { FeedSeeds } from './feed-seeds';
import { CommitmentsQueryDto, HourCommitmentResponseDto, RecordedTickResponseDto, TicksQueryDto, WalkParametersResponseDto } from './feed.request.dto';


/** Anyone can check the feed: each hour's seed is committed to before it and revealed after it, and every recorded tick is public. */
@ApiTags('markets')
@Controller('api/v1')
export class FeedController {
  constructor(
    private readonly seeds: FeedSeeds,
    private readonly market: MarketDataService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('feed/commitments')
  @ApiEnvelope(HourCommitmentResponseDto, { list: true })
  commitments(@Query() query: CommitmentsQueryDto) {
    const hours = Math.min(168, Math.max(1, Number(query.hours ?? 24)));
    return silent({ items: this.seeds.commitments(this.clock.now(), hours) });
  }

  @Get('feed/instruments')
  @ApiEnvelope(WalkParametersResponseDto, { list: true })
  instruments() {
    return silent({
      items: INSTRUMENTS.map(({ symbol, startPrice, tickSize, volatilityBp }) => ({ symbol, startPrice, tickSize, volatilityBp })),
    });
  }

  @Get('markets/:symbol/ticks')
  @ApiEnvelope(RecordedTickResponseDto, { list: true })
  async ticks(@Param('symbol', new PathKeyPipe()) symbol: string, @Query() query: TicksQueryDto) {
    if (!instrumentOf(symbol)) throw new AppError('request.notFound', 404, 404);
    if (query.hour) return silent({ items: await this.market.recordedTicks(symbol, { hour: hourOf(new Date(query.hour)) }) });
    if (query.from_seq === undefined || query.to_seq === undefined) throw AppError.badInput('field.required', { field: 'from_seq' });
    return silent({ items: await this.market.recordedTicks(symbol, { fromSeq: Number(query.from_seq), toSeq: Number(query.to_seq) }) });
  }
}
