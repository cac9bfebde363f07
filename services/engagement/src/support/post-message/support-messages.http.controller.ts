import { Body, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import type { Response } from 'express';
import { memoryStorage } from 'multer';
import type { Pool } from 'pg';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, IdempotencyInterceptor, MAX_IMAGE_BYTES, silent, type RequestContext } from '@meridian/http';
import { PG_POOL, type CustomerPrincipal } from '@meridian/runtime';
import { SupportCommands } from '../support-commands';
import { supportImages } from '../support-images';
import { SupportQuery } from '../queries/support.query';
import { SupportConversationListResponseDto, SupportConversationResponseDto } from '../queries/support.response.dto';
import { SupportMessagesHandler } from './support-messages.handler';
import { OpenSupportConversationRequestDto, SupportMessageRequestDto } from './support-message.request.dto';

const IMAGE_UPLOAD = FileInterceptor('image', { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: 1 } });

/** A customer's conversations with support: every one checked against its owner (another customer's is "not found"). */
@CustomerRoutes('support', 'api/v1/support')
export class SupportController {
  constructor(
    private readonly handler: SupportMessagesHandler,
    private readonly commands: SupportCommands,
    private readonly query: SupportQuery,
    @Inject(PG_POOL) private readonly pool: Pool,
  ) {}

  @Get('conversations')
  @ApiEnvelope(SupportConversationListResponseDto)
  async list(@CurrentCustomer() { customerId }: CustomerPrincipal) {
    return silent(await this.query.forCustomer(customerId));
  }

  @Post('conversations')
  @ApiEnvelope(SupportConversationResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(IMAGE_UPLOAD, IdempotencyInterceptor)
  async open(
    @CurrentCustomer() { customerId }: CustomerPrincipal,
    @Body() body: OpenSupportConversationRequestDto,
    @UploadedFile() image: Express.Multer.File | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    const reference = body.referenceKind && body.referenceId ? { kind: body.referenceKind, id: body.referenceId } : null;
    const id = await this.handler.open(customerId, reference, body.body ?? '', image?.buffer ?? null, ctx.requestId);
    return silent(await this.query.one(id, customerId));
  }

  @Get('conversations/:id')
  @ApiEnvelope(SupportConversationResponseDto)
  async one(@CurrentCustomer() { customerId }: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    return silent(await this.query.one(id, customerId));
  }

  @Post('conversations/:id/messages')
  @ApiEnvelope(SupportConversationResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data', 'application/json')
  @UseInterceptors(IMAGE_UPLOAD, IdempotencyInterceptor)
  async write(
    @CurrentCustomer() { customerId }: CustomerPrincipal,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: SupportMessageRequestDto,
    @UploadedFile() image: Express.Multer.File | undefined,
    @Ctx() ctx: RequestContext,
  ) {
    await this.query.one(id, customerId);
    await this.handler.write(customerId, id, body.body ?? '', image?.buffer ?? null, ctx.requestId);
    return silent(await this.query.one(id, customerId));
  }

  /** The customer read support's replies so far. */
  @Post('conversations/:id/read')
  @HttpCode(200)
  @ApiEnvelope(SupportConversationResponseDto)
  async read(@CurrentCustomer() { customerId }: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string) {
    await this.query.one(id, customerId);
    await this.commands.execute(id, { type: 'MarkConversationRead', data: { side: 'customer', customerId } }, { metadata: { customerId } });
    return silent(await this.query.one(id, customerId));
  }

  @Get('images/:id')
  async image(@CurrentCustomer() { customerId }: CustomerPrincipal, @Param('id', new ParseUUIDPipe()) id: string, @Res() res: Response) {
    await supportImages.send(res, this.pool, id, customerId);
  }
}
