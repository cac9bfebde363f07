import { Post, UploadedFiles } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { BorrowerStandingResponseDto } from '../queries/credit.response.dto';
import { proofsByRole, ProofUpload } from '../proof-files';
import { SubmitCreditProofsCommand } from './submit-credit-proofs.handler';

/** The customer's proofs (up to three images) for finance's next evaluation. */
@CustomerRoutes('lending', 'api/v1/credit')
export class SubmitCreditProofsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('proofs')
  @PublishedAs('CreditController_proofs')
  @ApiEnvelope(BorrowerStandingResponseDto, { status: 201 })
  @ProofUpload()
  async proofs(@CurrentCustomer() customer: CustomerPrincipal, @UploadedFiles() files: Express.Multer.File[] | undefined, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new SubmitCreditProofsCommand(customer, proofsByRole(files))), translate(ctx.lang, 'ok.creditProofs'), 1);
  }
}
