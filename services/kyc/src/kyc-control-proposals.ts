import { Injectable } from '@nestjs/common';
import { ServiceControlProposals } from '@meridian/http';

/** KYC's control-change proposals (verification limits), behind `/admin/proposals/kyc`. */
@Injectable()
export class KycControlProposals extends ServiceControlProposals('kyc') {}
