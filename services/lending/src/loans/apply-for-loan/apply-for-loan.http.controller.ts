import { Body, Post, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileFieldsInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { ApiEnvelope, Ctx, CurrentCustomer, CustomerRoutes, envelope, IdempotencyInterceptor, MAX_IMAGE_BYTES, PublishedAs, translate, type RequestContext } from '@meridian/http';
import type { CustomerPrincipal } from '@meridian/runtime';
import { OPTIONAL_LOAN_IMAGES, REQUIRED_LOAN_IMAGES } from '../lending-images';
import { LoanDetailResponseDto } from '../queries/loan.response.dto';
import { ApplyForLoanCommand } from './apply-for-loan.handler';
import { ApplyForLoanRequestDto } from './apply-for-loan.request.dto';

type Files = Record<string, Express.Multer.File[] | undefined>;
const IMAGE_ROLES = [...REQUIRED_LOAN_IMAGES, ...OPTIONAL_LOAN_IMAGES];

/** An application for a loan: the form and the applicant's documents (multipart). */
@CustomerRoutes('lending', 'api/v1/loans')
export class ApplyForLoanController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiEnvelope(LoanDetailResponseDto, { status: 201 })
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(
    FileFieldsInterceptor(
      IMAGE_ROLES.map((name) => ({ name, maxCount: 1 })),
      { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: IMAGE_ROLES.length } },
    ),
    IdempotencyInterceptor,
  )
  @PublishedAs('LoansController_apply', 'Apply: the form and the files idFront, idBack (required), houseProof, incomeProof, bankStatement, idPhoto')
  async apply(@CurrentCustomer() customer: CustomerPrincipal, @Body() body: ApplyForLoanRequestDto, @UploadedFiles() files: Files | undefined, @Ctx() ctx: RequestContext) {
    const byRole = new Map(Object.entries(files ?? {}).flatMap(([role, list]) => (list?.[0] ? [[role, list[0].buffer] as const] : [])));
    return envelope(await this.commands.execute(new ApplyForLoanCommand(customer, body, byRole, ctx.requestId)), translate(ctx.lang, 'ok.loanApplied'), 1);
  }
}
