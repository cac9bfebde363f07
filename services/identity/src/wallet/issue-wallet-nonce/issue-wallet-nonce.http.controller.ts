import { Get, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, silent, type RequestContext } from '@meridian/http';
import { AccountSurface } from '../../identity-routes';
import { IssueWalletNonceCommand } from './issue-wallet-nonce.handler';
import { WalletNonceQueryDto } from './issue-wallet-nonce.request.dto';
import { WalletNonceResponseDto } from './issue-wallet-nonce.response.dto';

@AccountSurface()
export class IssueWalletNonceController {
  constructor(private readonly commands: CommandBus) {}

  @Get('auth/wallet/nonce')
  @ApiEnvelope(WalletNonceResponseDto)
  @ApiOperation({ summary: 'A one-time Sign-In with Ethereum message for this wallet address (EIP-4361), valid ten minutes' })
  async nonce(@Query() query: WalletNonceQueryDto, @Ctx() ctx: RequestContext) {
    return silent(await this.commands.execute(new IssueWalletNonceCommand(query.address, query.chain_id, ctx.ip)));
  }
}
