import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, silent } from '@meridian/http';
import { CONTRACT_ACCOUNTS, type ContractAccounts } from '@meridian/runtime';
import { BalancesQuery } from '../../records/queries/balances.query';
import { ReserveResponseDto } from './reserves.response.dto';

/** The platform accounts that stand behind what customers are promised, published to everyone. */
const PUBLIC_RESERVES = ['platform:earn-payouts:USDT'];

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
    return silent({ items: [...items, ...core] });
  }
}
