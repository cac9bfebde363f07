import { Controller, Get } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, envelope } from '@meridian/http';
import { BalancesQuery } from '../records/balances.query';

/** The platform accounts that stand behind what customers are promised, published to everyone. */
const PUBLIC_RESERVES = ['platform:earn-payouts:USDT'];

export class ReserveResponseDto {
  @ApiProperty({ example: 'platform:earn-payouts:USDT' }) account!: string;
  @ApiProperty({ example: 'USDT' }) asset!: string;
  @ApiProperty({ description: 'A decimal string; negative is money the platform has paid out beyond what was put in' }) balance!: string;
}

@ApiTags('transparency')
@Controller('api/v1/reserves')
export class ReservesController {
  constructor(private readonly balances: BalancesQuery) {}

  /** Open to anyone: the account custody yields are paid from, so a customer can judge its cover before buying. */
  @Get()
  @ApiEnvelope(ReserveResponseDto, { list: true })
  async reserves() {
    const all = await this.balances.platformAccounts();
    const items = PUBLIC_RESERVES.map((account) => {
      const row = all.find((candidate) => candidate.account === account);
      return { account, asset: 'USDT', balance: row?.balance ?? '0.000000' };
    });
    return envelope({ items }, '', 7);
  }
}
