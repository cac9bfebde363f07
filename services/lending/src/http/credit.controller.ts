import { Controller, Get, Post, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, MAX_IMAGE_BYTES, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { BorrowerStandings } from '../credit/borrower-standing';
import { RequestCreditEvaluationCommand, SubmitCreditProofsCommand } from '../use-cases/credit/credit.handlers';
import { BorrowerStandingResponseDto } from './lending.response.dto';

/** The credit score (`/xinyongfen`, `/credit`): the customer's score, limit and what is left, and their proofs. */
@ApiTags('lending')
@ApiBearerAuth()
@UseGuards(CustomerAuthGuard)
@Controller('api/v1/credit')
export class CreditController {
  constructor(
    private readonly commands: CommandBus,
    private readonly standings: BorrowerStandings,
  ) {}

  @Get()
  @ApiEnvelope(BorrowerStandingResponseDto)
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return envelope(await this.standings.of(customer.customerId), '', 7);
  }

  @Post('proofs')
  @ApiEnvelope(BorrowerStandingResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FilesInterceptor('proofs', 3, { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 3 } }))
  async proofs(@CurrentCustomer() customer: CustomerPrincipal, @UploadedFiles() files: Express.Multer.File[] | undefined, @Ctx() ctx: RequestContext) {
    const byRole = new Map((files ?? []).map((file, index) => [`proof${index + 1}`, file.buffer] as const));
    return envelope(await this.commands.execute(new SubmitCreditProofsCommand(customer, byRole)), translate(ctx.lang, 'ok.creditProofs'), 1);
  }

  /** The customer asks finance for an evaluation, with up to three proofs (or the ones sent before). */
  @Post('evaluation')
  @ApiEnvelope(BorrowerStandingResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FilesInterceptor('proofs', 3, { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 3 } }))
  async requestEvaluation(@CurrentCustomer() customer: CustomerPrincipal, @UploadedFiles() files: Express.Multer.File[] | undefined, @Ctx() ctx: RequestContext) {
    const byRole = new Map((files ?? []).map((file, index) => [`proof${index + 1}`, file.buffer] as const));
    return envelope(await this.commands.execute(new RequestCreditEvaluationCommand(customer, byRole)), translate(ctx.lang, 'ok.creditEvaluationRequested'), 1);
  }
}
