import { Body, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, IdempotencyInterceptor, MAX_IMAGE_BYTES, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { KycStatusResponseDto } from '../queries/kyc-status.response.dto';
import { SubmitVerificationCommand, type VerificationInput } from './submit-verification.handler';
import { AddressVerificationRequestDto, AdvancedVerificationRequestDto, PrimaryVerificationRequestDto } from './submit-verification.request.dto';

type Files = Record<string, Express.Multer.File[] | undefined>;
const images = (...roles: string[]) =>
  FileFieldsInterceptor(
    roles.map((name) => ({ name, maxCount: 1 })),
    { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: roles.length } },
  );
const byRole = (files: Files | undefined) => new Map(Object.entries(files ?? {}).flatMap(([role, list]) => (list?.[0] ? [[role, list[0].buffer] as const] : [])));

/** A tier submitted with its images (multipart); the tier goes under review. */
@CustomerRoutes('kyc', 'api/v1/kyc')
export class SubmitVerificationController {
  constructor(private readonly commands: CommandBus) {}

  @Post('primary')
  @PublishedAs('KycController_primary')
  @ApiEnvelope(KycStatusResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(images('front', 'back', 'handheld'), IdempotencyInterceptor)
  async primary(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: PrimaryVerificationRequestDto, @UploadedFiles() files: Files | undefined, @Ctx() ctx: RequestContext) {
    return this.submit(customer, { tier: 'primary', body }, files, ctx);
  }

  @Post('advanced')
  @PublishedAs('KycController_advanced')
  @ApiEnvelope(KycStatusResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(images('asset_proof'), IdempotencyInterceptor)
  async advanced(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: AdvancedVerificationRequestDto, @UploadedFiles() files: Files | undefined, @Ctx() ctx: RequestContext) {
    return this.submit(customer, { tier: 'advanced', body }, files, ctx);
  }

  @Post('address')
  @PublishedAs('KycController_address')
  @ApiEnvelope(KycStatusResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(images('bill'), IdempotencyInterceptor)
  async address(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: AddressVerificationRequestDto, @UploadedFiles() files: Files | undefined, @Ctx() ctx: RequestContext) {
    return this.submit(customer, { tier: 'address', body }, files, ctx);
  }

  private async submit(customer: CustomerPrincipal, input: VerificationInput, files: Files | undefined, ctx: RequestContext) {
    const status = await this.commands.execute(new SubmitVerificationCommand(customer, input, byRole(files), ctx.requestId));
    return envelope(status, translate(ctx.lang, 'ok.kycSubmitted'), 1);
  }
}
