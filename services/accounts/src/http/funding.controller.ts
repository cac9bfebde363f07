import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Query, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import {
  ApiEnvelope,
  AppError,
  Claimed,
  Ctx,
  CurrentCustomer,
  CustomerAuthGuard,
  envelope,
  IdempotencyInterceptor,
  MAX_IMAGE_BYTES,
  Replayed,
  SettlesReplay,
  translate,
  type RequestClaim,
  type RequestContext,
  type StoredAnswer,
} from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { isAccountType } from '../catalogue/account-types';
import { CatalogueResponseDto } from '../catalogue/catalogue.response.dto';
import { chainOf, COINS } from '../catalogue/asset-catalogue';
import { depositProof } from '../deposits/deposit-view';
import { DepositAddressResponseDto, DepositResponseDto } from '../deposits/deposit.response.dto';
import { DepositAddressQueryDto, DepositRequestDto } from '../deposits/request-deposit/deposit.request.dto';
import { RequestDepositCommand } from '../deposits/request-deposit/request-deposit.handler';
import { FundingStore } from '../funding-store';
import { BalancesQuery } from '../records/balances.query';
import { BalancesQueryDto } from '../records/balances.query.dto';
import { AssetsOverviewResponseDto } from '../records/balances.response.dto';
import { AccountRecordsPageDto, DepositRecordsPageDto, WithdrawalRecordsPageDto } from '../records/records.response.dto';
import { RecordsFilterDto } from '../records/records-filter.dto';
import { RecordsQuery } from '../records/records.query';
import { FundingSettingsService } from '../settings/funding-settings.service';
import { TransferFundsCommand, type TransferDone } from '../transfers/transfer-funds/transfer-funds.handler';
import { TransferRequestDto } from '../transfers/transfer-funds/transfer.request.dto';
import { TransferResponseDto } from '../transfers/transfer-funds/transfer.response.dto';
import { RemoveFromWalletBookCommand } from '../wallet-book/remove-from-wallet-book/remove-from-wallet-book.handler';
import { BankCardRequestDto } from '../wallet-book/save-bank-card/bank-card.request.dto';
import { SaveBankCardCommand } from '../wallet-book/save-bank-card/save-bank-card.handler';
import { SaveWithdrawalAddressCommand } from '../wallet-book/save-withdrawal-address/save-withdrawal-address.handler';
import { WithdrawalAddressRequestDto } from '../wallet-book/save-withdrawal-address/withdrawal-address.request.dto';
import { WalletBookQuery } from '../wallet-book/wallet-book.query';
import { BankCardResponseDto, SavedAddressResponseDto } from '../wallet-book/wallet-book.response.dto';
import { RequestWithdrawalCommand } from '../withdrawals/request-withdrawal/request-withdrawal.handler';
import { WithdrawalRequestDto, WithdrawalRulesQueryDto } from '../withdrawals/request-withdrawal/withdrawal.request.dto';
import { WithdrawalTermsQuery } from '../withdrawals/withdrawal-terms.query';
import { WithdrawalQuoteResponseDto, WithdrawalResponseDto, WithdrawalRulesResponseDto } from '../withdrawals/withdrawal.response.dto';

const silent = <T>(data: T) => envelope(data, '', 7);

/** The customer's funding calls (docs/api.md, "Funding"); every money action takes a request id. */
@ApiTags('funding')
@ApiBearerAuth()
@Controller('api/v1')
@UseGuards(CustomerAuthGuard)
export class FundingController {
  constructor(
    private readonly balances: BalancesQuery,
    private readonly funding: FundingStore,
    private readonly withdrawalTerms: WithdrawalTermsQuery,
    private readonly commands: CommandBus,
    private readonly walletBook: WalletBookQuery,
    private readonly records: RecordsQuery,
    private readonly settings: FundingSettingsService,
  ) {}

  @Get('assets')
  @ApiEnvelope(AssetsOverviewResponseDto)
  async assets(@CurrentCustomer() customer: CustomerPrincipal, @Query() { type }: BalancesQueryDto) {
    return silent(await this.balances.overview(customer.customerId, isAccountType(type) ? type : undefined));
  }

  @Get('deposits/address')
  @ApiEnvelope(DepositAddressResponseDto)
  async depositAddress(@Query() query: DepositAddressQueryDto) {
    const channel = chainOf(query.coin ?? '', query.chain ?? '');
    if (!channel) throw AppError.badInput('coin.unknown');
    const found = (await this.settings.depositChannels()).find((c) => c.coin === channel.coin.asset.code && c.chain === channel.chain.chain);
    if (!found?.enabled || found.address === '') throw AppError.badInput('deposit.channelClosed');
    return silent({ coin: found.coin, chain: found.chain, address: found.address, memo: found.memo, min_deposit: found.min_deposit });
  }

  @Post('deposits')
  @ApiEnvelope(DepositResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('proof', { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } }), IdempotencyInterceptor)
  async deposit(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: DepositRequestDto, @UploadedFile() proof: Express.Multer.File | undefined, @Ctx() ctx: RequestContext) {
    const record = await this.commands.execute(new RequestDepositCommand(customer, body, proof?.buffer ?? null, ctx.requestId));
    return envelope(record, translate(ctx.lang, 'ok.depositSubmitted'), 1);
  }

  @Get('deposits')
  @ApiEnvelope(DepositRecordsPageDto)
  async depositList(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: RecordsFilterDto) {
    return silent(await this.records.deposits(customer.customerId, filter));
  }

  @Get('deposits/:id/proof')
  async depositProof(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    const proof = await depositProof(this.funding.pool, id, customer.customerId);
    res.setHeader('Content-Type', proof.mime);
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.send(proof.bytes);
  }

  @Get('withdrawals/rules')
  @ApiEnvelope(WithdrawalRulesResponseDto)
  async withdrawalRules(@CurrentCustomer() customer: CustomerPrincipal, @Query() query: WithdrawalRulesQueryDto, @Ctx() ctx: RequestContext) {
    const rules = await this.withdrawalTerms.rules(customer, query);
    return silent({ ...rules, reasons: rules.refusals.map((r) => translate(ctx.lang, r.key as never, r.params)) });
  }

  @Post('withdrawals/quote')
  @ApiEnvelope(WithdrawalQuoteResponseDto, { status: 201 })
  async withdrawalQuote(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: WithdrawalRequestDto, @Ctx() ctx: RequestContext) {
    const quote = await this.withdrawalTerms.quote(customer, body);
    return silent({ ...quote, reasons: quote.refusals.map((r) => translate(ctx.lang, r.key as never, r.params)) });
  }

  @Post('withdrawals')
  @ApiEnvelope(WithdrawalResponseDto, { status: 201 })
  @UseInterceptors(IdempotencyInterceptor)
  async withdraw(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: WithdrawalRequestDto, @Ctx() ctx: RequestContext) {
    const record = await this.commands.execute(new RequestWithdrawalCommand(customer, body, ctx.requestId));
    return envelope(record, translate(ctx.lang, 'ok.withdrawalSubmitted'), 1);
  }

  @Get('withdrawals')
  @ApiEnvelope(WithdrawalRecordsPageDto)
  async withdrawalList(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: RecordsFilterDto) {
    return silent(await this.records.withdrawals(customer.customerId, filter));
  }

  @Post('transfers')
  @ApiEnvelope(TransferResponseDto, { status: 201 })
  @UseInterceptors(IdempotencyInterceptor)
  @SettlesReplay()
  async transfer(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Body() body: TransferRequestDto,
    @Ctx() ctx: RequestContext,
    @Claimed() claim: RequestClaim | null,
    @Replayed() replayed: StoredAnswer | null,
  ) {
    const send = (transfer: TransferDone) => envelope(transfer, translate(ctx.lang, transfer.status === 'completed' ? 'ok.transferDone' : 'ok.transferProcessing'), 1);
    // The answer is recorded under the request id with the transfer's first effect (a retry after a crash gets it); a repeat waits for the money to arrive.
    return send(await this.commands.execute(new TransferFundsCommand(customer, body, ctx.requestId, claim ? { claim, httpStatus: 201, body: send } : undefined, replayed ? replayed.body : undefined)));
  }

  @Get('addresses')
  @ApiEnvelope(SavedAddressResponseDto, { array: true })
  async addresses(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.walletBook.addresses(customer.customerId));
  }

  @Post('addresses')
  @ApiEnvelope(SavedAddressResponseDto, { status: 201 })
  @UseInterceptors(IdempotencyInterceptor)
  async addAddress(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: WithdrawalAddressRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new SaveWithdrawalAddressCommand(customer, body, ctx.requestId)), translate(ctx.lang, 'ok.saved'), 1);
  }

  @Delete('addresses/:id')
  async removeAddress(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new RemoveFromWalletBookCommand(customer, { kind: 'address', id })), translate(ctx.lang, 'ok.deleted'), 0);
  }

  @Get('bank-cards')
  @ApiEnvelope(BankCardResponseDto, { array: true })
  async bankCards(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.walletBook.bankCards(customer.customerId));
  }

  @Post('bank-cards')
  @ApiEnvelope(BankCardResponseDto, { status: 201 })
  @UseInterceptors(IdempotencyInterceptor)
  async addBankCard(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: BankCardRequestDto, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new SaveBankCardCommand(customer, body, ctx.requestId)), translate(ctx.lang, 'ok.saved'), 1);
  }

  @Delete('bank-cards/:id')
  async removeBankCard(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new RemoveFromWalletBookCommand(customer, { kind: 'bankCard', id })), translate(ctx.lang, 'ok.deleted'), 0);
  }

  @Get('records')
  @ApiEnvelope([DepositRecordsPageDto, WithdrawalRecordsPageDto, AccountRecordsPageDto])
  async recordList(@CurrentCustomer() customer: CustomerPrincipal, @Query() filter: RecordsFilterDto, @Ctx() ctx: RequestContext) {
    return silent(await this.records.records(customer.customerId, filter, ctx.lang));
  }
}

/** Public: what can be deposited and withdrawn, on which chains, with which limits. */
@ApiTags('funding')
@Controller('api/v1/assets/catalogue')
export class AssetCatalogueController {
  constructor(private readonly settings: FundingSettingsService) {}

  @Get()
  @ApiEnvelope(CatalogueResponseDto)
  async catalogue() {
    const channels = await this.settings.depositChannels();
    const open = (coin: string, chain: string) => channels.some((c) => c.coin === coin && c.chain === chain && c.enabled && c.address !== '');
    return silent({
      coins: COINS.map((coin) => ({
        coin: coin.asset.code,
        name: coin.name,
        scale: coin.asset.scale,
        usdt_price: coin.usdtPrice,
        chains: coin.chains.map((chain) => ({
          chain: chain.chain,
          min_deposit: chain.minDeposit,
          deposit_enabled: open(coin.asset.code, chain.chain),
          withdraw_enabled: chain.withdrawEnabled,
          withdraw_fee: chain.withdrawFee,
          memo_required: chain.memoRequired,
          address_pattern: chain.addressPattern,
        })),
      })),
    });
  }
}
