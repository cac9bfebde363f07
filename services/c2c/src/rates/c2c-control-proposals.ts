import { Injectable } from '@nestjs/common';
import { ServiceControlProposals } from '@meridian/http';

/** C2C's control-change proposals (the rates and the completion threshold), behind `/admin/proposals/c2c`. */
@Injectable()
export class C2cControlProposals extends ServiceControlProposals('c2c') {}
