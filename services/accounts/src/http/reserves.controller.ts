import { Controller, Get, Inject } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, envelope } from '@meridian/http';
import { CONTRACT_ACCOUNTS, type ContractAccounts } from '@meridian/runtime';
import { BalancesQuery } from '../records/balances.query';

/** The platform accounts that stand behind what customers are promised, published to everyone. */
const PUBLIC_RESERVES = ['platform:earn-payouts:USDT'];

export class ReserveResponseDto {
  @ApiProperty({ example: 'platform:earn-payouts:USDT' }) account!: string;
  @ApiProperty({ example: 'USDT' }) asset!: string;
  @ApiProperty({ description: 'A decimal string; negative is money the platform has paid out beyond what was put in' }) balance!: string;
  @ApiPropertyOptional({ type: () => [ReserveMovementResponseDto], description: 'The insurance fund: its newest movements (at most 100), newest first' })
  history?: ReserveMovementResponseDto[];
}

export class ReserveMovementResponseDto {
  @ApiProperty({ description: 'USDT; negative: paid out (a loss past a liquidated margin, paid to the house)' }) amount!: string;
  @ApiProperty({ description: 'The balance it left' }) balanceAfter!: string;
  @ApiProperty({ example: 'liquidation', description: 'liquidation (fee in), loss_cover (out), platform_funding (from the treasury)' }) kind!: string;
  @ApiProperty({ description: 'The position or funding it belongs to' }) ref!: string;
  @ApiProperty({ type: String, nullable: true, description: "A funding's reason" }) reason!: string | null;
  @ApiProperty() at!: string;
}

@ApiTags('transparency')
@Controller('api/v1/reserves')
export class ReservesController {
  constructor(
    private readonly balances: BalancesQuery,
    @Inject(CONTRACT_ACCOUNTS) private readonly contracts: ContractAccounts,
  ) {}

  /** Open to anyone: the account custody yields are paid from, so a customer can judge its cover before buying, and the insurance fund that pays a liquidation's loss past its margin. */
  @Get()
  @ApiEnvelope(ReserveResponseDto, { list: true })
  async reserves() {
    const all = await this.balances.platformAccounts();
    const items = PUBLIC_RESERVES.map((account) => {
      const row = all.find((candidate) => candidate.account === account);
      return { account, asset: 'USDT', balance: row?.balance ?? '0.000000' };
    });
    // The insurance fund lives in the contract core: its balance and its history come from there.
    const core = (await this.contracts.reserves()).map(({ account, asset, balance, history }) => ({ account, asset, balance, history }));
    return envelope({ items: [...items, ...core] }, '', 7);
  }
}
