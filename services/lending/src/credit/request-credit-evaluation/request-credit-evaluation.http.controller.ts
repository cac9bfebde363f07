import { Post, UploadedFiles } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { BorrowerStandingResponseDto } from '../queries/credit.response.dto';
import { proofsByRole, ProofUpload } from '../proof-files';
import { RequestCreditEvaluationCommand } from './request-credit-evaluation.handler';

/** The customer asks finance for an evaluation, with up to three proofs (or the ones sent before). */
@CustomerRoutes('lending', 'api/v1/credit')
export class RequestCreditEvaluationController {
  constructor(private readonly commands: CommandBus) {}

  @Post('evaluation')
  @PublishedAs('CreditController_requestEvaluation')
  @ApiEnvelope(BorrowerStandingResponseDto, { status: 201 })
  @ProofUpload()
  async requestEvaluation(@CurrentCustomer() customer: CustomerPrincipal, @UploadedFiles() files: Express.Multer.File[] | undefined, @Ctx() ctx: RequestContext) {
    return envelope(await this.commands.execute(new RequestCreditEvaluationCommand(customer, proofsByRole(files))), translate(ctx.lang, 'ok.creditEvaluationRequested'), 1);
  }
}
