import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Res, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import type { Pool } from 'pg';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerAuthGuard, envelope, IdempotencyInterceptor, MAX_IMAGE_BYTES, translate, type RequestContext } from '@meridian/http';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { SubmitVerificationCommand, type VerificationInput } from '../use-cases/submit-verification/submit-verification.handler';
import { AddressVerificationRequestDto, AdvancedVerificationRequestDto, PrimaryVerificationRequestDto } from '../use-cases/submit-verification/submit-verification.request.dto';
import { VerificationLimitsQuery } from '../limits/verification-limits.query';
import { kycImages } from '../verification/kyc-images';
import { KycStatusQuery } from '../verification/kyc-status.query';
import { KycStatusResponseDto, TierLimitsResponseDto } from './kyc.response.dto';

const silent = <T>(data: T) => envelope(data, '', 7);
type Files = Record<string, Express.Multer.File[] | undefined>;
const images = (...roles: string[]) =>
  FileFieldsInterceptor(
    roles.map((name) => ({ name, maxCount: 1 })),
    { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: roles.length } },
  );
const byRole = (files: Files | undefined) => new Map(Object.entries(files ?? {}).flatMap(([role, list]) => (list?.[0] ? [[role, list[0].buffer] as const] : [])));

/** Identity verification (docs/kyc.md): the customer's status in each tier, submissions, and the limits each level opens. */
@ApiTags('kyc')
@Controller('api/v1/kyc')
export class KycController {
  constructor(
    private readonly commands: CommandBus,
    private readonly status: KycStatusQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
    private readonly limitsTable: VerificationLimitsQuery,
  ) {}

  /** Published: what each level of verification allows. */
  @Get('limits')
  @ApiEnvelope(TierLimitsResponseDto, { list: true })
  async limits() {
    return silent({ items: (await this.limitsTable.current()).limits });
  }

  @Get()
  @ApiEnvelope(KycStatusResponseDto)
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async mine(@CurrentCustomer() customer: CustomerPrincipal) {
    return silent(await this.status.statusOf(customer.customerId));
  }

  @Post('primary')
  @ApiEnvelope(KycStatusResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(images('front', 'back', 'handheld'), IdempotencyInterceptor)
  async primary(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: PrimaryVerificationRequestDto, @UploadedFiles() files: Files | undefined, @Ctx() ctx: RequestContext) {
    return this.submit(customer, { tier: 'primary', body }, files, ctx);
  }

  @Post('advanced')
  @ApiEnvelope(KycStatusResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(images('asset_proof'), IdempotencyInterceptor)
  async advanced(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: AdvancedVerificationRequestDto, @UploadedFiles() files: Files | undefined, @Ctx() ctx: RequestContext) {
    return this.submit(customer, { tier: 'advanced', body }, files, ctx);
  }

  @Post('address')
  @ApiEnvelope(KycStatusResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  @UseInterceptors(images('bill'), IdempotencyInterceptor)
  async address(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: AddressVerificationRequestDto, @UploadedFiles() files: Files | undefined, @Ctx() ctx: RequestContext) {
    return this.submit(customer, { tier: 'address', body }, files, ctx);
  }

  /** One of the customer's own images; another customer's answers "not found". */
  @Get('images/:id')
  @ApiBearerAuth()
  @UseGuards(CustomerAuthGuard)
  async image(@CurrentCustomer() customer: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    const image = await kycImages.read(this.pool, id, customer.customerId);
    res.setHeader('Content-Type', image.mime);
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.send(image.bytes);
  }

  private async submit(customer: CustomerPrincipal, input: VerificationInput, files: Files | undefined, ctx: RequestContext) {
    const status = await this.commands.execute(new SubmitVerificationCommand(customer, input, byRole(files), ctx.requestId));
    return envelope(status, translate(ctx.lang, 'ok.kycSubmitted'), 1);
  }
}
