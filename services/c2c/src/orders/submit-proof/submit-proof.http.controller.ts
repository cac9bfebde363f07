import { Body, Param, ParseUUIDPipe, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, IdempotencyInterceptor, MAX_IMAGE_BYTES, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { C2cOrderResponseDto } from '../queries/c2c-order.response.dto';
import { SubmitC2cProofCommand } from './submit-proof.handler';
import { SubmitC2cProofDto } from './submit-proof.request.dto';

/** Step three of a C2C purchase: the payer and the remittance proof (multipart, file field `proof`). */
@CustomerRoutes('c2c', 'api/v1/c2c/orders')
export class SubmitC2cProofController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/proof')
  @ApiEnvelope(C2cOrderResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('proof', { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } }), IdempotencyInterceptor)
  async submitProof(
    @CurrentCustomer() customer: CustomerPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SubmitC2cProofDto,
    @UploadedFile() proof: Express.Multer.File | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    const command = new SubmitC2cProofCommand(customer, id, body.payer_name, body.payer_bank, proof?.buffer ?? null, ctx.requestId);
    return envelope(await this.commands.execute(command), translate(ctx.lang, 'ok.c2cProofSent'), 1);
  }
}
