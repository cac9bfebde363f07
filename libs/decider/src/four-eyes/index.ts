export { approvalStep } from './dual-approval';
export { canonicalJson, compareNumeric, loosenedFields, splitChange, type Looser, type LooseningRules } from './control-change';
export {
  controlProposalDecider,
  controlProposalStream,
  controlProposalStreamPrefix,
  decideControlProposal,
  evolveControlProposal,
  fieldsToApply,
  proposedValue,
  type ControlApplication,
  type ControlChangeProposedData,
  type ControlProposal,
  type ControlProposalCommand,
  type ControlProposalEvent,
  type ControlProposalStatus,
} from './control-proposal';
