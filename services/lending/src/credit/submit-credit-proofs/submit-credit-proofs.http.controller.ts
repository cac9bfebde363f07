import { Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, MAX_IMAGE_BYTES, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { BorrowerStandingResponseDto } from '../queries/credit.response.dto';
import { proofsByRole, PROOF_FILES } from '../proof-files';
import { SubmitCreditProofsCommand } from './submit-credit-proofs.handler';

/** The customer's proofs (up to three images) for finance's next evaluation. */
@CustomerRoutes('lending', 'api/v1/credit')
export class SubmitCreditProofsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('proofs')
  @PublishedAs('CreditController_proofs')
  @ApiEnvelope(BorrowerStandingResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FilesInterceptor('proofs', PROOF_FILES, { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: PROOF_FILES } }))
  async proofs(@CurrentCustomer() customer: CustomerPrincipal, @UploadedFiles() files: Express.Multer.File[] | undefined, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new SubmitCreditProofsCommand(customer, proofsByRole(files))), translate(ctx.lang, 'ok.creditProofs'), 1);
  }
}
