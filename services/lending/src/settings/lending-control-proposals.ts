import { Injectable } from '@nestjs/common';
import { ServiceControlProposals } from '@meridian/http';

/** Lending's control-change proposals (the lending rules), behind `/admin/proposals/lending`. */
@Injectable()
export class LendingControlProposals extends ServiceControlProposals('lending') {}
