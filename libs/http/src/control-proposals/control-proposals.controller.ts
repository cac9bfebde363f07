import { Body, Controller, Get, Inject, Param, ParseUUIDPipe, Post, Query, UseGuards, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { StaffPrincipal, StaffRole } from '@meridian/runtime';
import { ApiStaffAnswer } from '../api-envelope';
import { CurrentStaff, Roles, StaffAuthGuard } from '../auth.guards';
import { pageWindow } from '../page-window';
import type { ControlProposalBook } from './control-proposal-book';
import { ControlProposalResponseDto, ProposalDecisionDto, ProposalsQueryDto } from './control-proposal.request.dto';

/** The token under which a service provides its `ControlProposalBook` to its proposals route. */
export const CONTROL_PROPOSAL_BOOK = Symbol('CONTROL_PROPOSAL_BOOK');

/**
 * The proposals route of one service, `api/v1/admin/proposals/<service>`: the changes of its settings
 * that loosen a control, waiting for a second staff member. `readers` list and read them (auditors
 * included); `deciders` confirm, reject, or withdraw their own. Each service registers its own, so the
 * confirmation runs where the setting lives.
 */
export function controlProposalsController(service: string, readers: readonly StaffRole[], deciders: readonly StaffRole[]): Type<unknown> {
  @ApiTags('admin')
  @ApiBearerAuth()
  @Controller(`api/v1/admin/proposals/${service}`)
  @UseGuards(StaffAuthGuard)
  class ControlProposalsController {
    constructor(@Inject(CONTROL_PROPOSAL_BOOK) private readonly proposals: ControlProposalBook) {}

    @Get()
    @ApiStaffAnswer(ControlProposalResponseDto, { list: true })
    @Roles(...readers)
    async list(@Query() query: ProposalsQueryDto) {
      const all = await this.proposals.list(query.status);
      const { limit, offset } = pageWindow(query._page, query._perPage, { usual: 25, most: 200 });
      return { data: all.slice(offset, offset + limit), total: all.length };
    }

    @Get(':id')
    @ApiStaffAnswer(ControlProposalResponseDto)
    @Roles(...readers)
    async one(@Param('id', new ParseUUIDPipe()) id: string) {
      return { data: await this.proposals.byId(id) };
    }

    @Post(':id/confirm')
    @ApiStaffAnswer(ControlProposalResponseDto, { status: 201 })
    @Roles(...deciders)
    async confirm(@Param('id', new ParseUUIDPipe()) id: string, @CurrentStaff() staff: StaffPrincipal) {
      return { data: await this.proposals.confirm(staff, id) };
    }

    @Post(':id/reject')
    @ApiStaffAnswer(ControlProposalResponseDto, { status: 201 })
    @Roles(...deciders)
    async reject(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ProposalDecisionDto, @CurrentStaff() staff: StaffPrincipal) {
      return { data: await this.proposals.reject(staff, id, body.reason) };
    }

    @Post(':id/withdraw')
    @ApiStaffAnswer(ControlProposalResponseDto, { status: 201 })
    @Roles(...deciders)
    async withdraw(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: ProposalDecisionDto, @CurrentStaff() staff: StaffPrincipal) {
      return { data: await this.proposals.withdraw(staff, id, body.reason) };
    }
  }
  // Swagger names operations after the class: one name per service keeps them apart.
  const name = `${service.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}ProposalsController`;
  Object.defineProperty(ControlProposalsController, 'name', { value: name });
  return ControlProposalsController;
}
