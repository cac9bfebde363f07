export { ControlProposalResponseDto, ProposalDecisionDto, ProposalsQueryDto } from './control-proposal.request.dto';
export { proposalView, refusalOf, type ControlProposalBook, type ProposalView } from './control-proposal-book';
export { ControlProposalDesk, type ConfirmedChangeOutcome, type ControlledSettingPort, type SettingChangeAuthor, type StreamedChangeAuthor, type StreamedSettingCheck, type StreamedSettingPort } from './control-proposal-desk';
export { CONTROL_PROPOSAL_BOOK, controlProposalsController } from './control-proposals.controller';
export { ServiceControlProposals } from './service-control-proposals';
