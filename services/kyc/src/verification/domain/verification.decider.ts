import type { KycTier } from '@meridian/contracts';
import { DomainError, type Decider } from '@meridian/decider';

/**
 * One customer's identity verification, all three tiers in one stream (`kyc-<customerId>`): primary
 * (who they are), advanced (where their money comes from) and address. Each tier is submitted, then
 * approved or rejected by compliance; a rejected tier may be submitted again, an approved one never
 * changes, and with it the nationality. Advanced verification needs two different approvers.
 */

export type { KycTier };
export type TierStatus = 'none' | 'under_review' | 'approved' | 'rejected';

/** 1 ID card, 2 passport, 3 driver's licence, 4 residence permit, 5 other (the specification's ids). */
export type DocumentType = 1 | 2 | 3 | 4 | 5;

export interface PrimaryDetails {
  /** ISO 3166 alpha-2. */
  country: string;
  realName: string;
  documentType: DocumentType;
  documentNumber: string;
  bankName: string;
  cardNumber: string;
}

export type AssetProofType = 'house' | 'bank_deposit' | 'stocks' | 'company';

export interface AdvancedDetails {
  occupation: string;
  sourceOfWealth: string;
  /** USDT, decimal strings. */
  monthlyIncome: string;
  expectedInvestment: string;
  assetProofType: AssetProofType;
}

export interface AddressDetails {
  address: string;
}

export type Submission =
  | { tier: 'primary'; details: PrimaryDetails }
  | { tier: 'advanced'; details: AdvancedDetails }
  | { tier: 'address'; details: AddressDetails };

/** An image the customer sent with a tier; its bytes live in `kyc_images`, never in the event. */
export interface KycImage {
  imageId: string;
  /** What it shows: front, back, handheld (primary), asset_proof (advanced), bill (address). */
  role: string;
  mime: 'image/jpeg' | 'image/png';
  size: number;
  sha256: string;
}

/** The images each tier needs, by role. */
export const REQUIRED_IMAGES: Record<KycTier, readonly string[]> = {
  primary: ['front', 'back', 'handheld'],
  advanced: ['asset_proof'],
  address: ['bill'],
};

/** Advanced verification is approved by two different compliance officers. */
export const APPROVALS_NEEDED: Record<KycTier, number> = { primary: 1, advanced: 2, address: 1 };

export type VerificationEvent =
  | { type: 'VerificationSubmitted'; data: { customerId: string; submissionId: string; submission: Submission; images: KycImage[]; at: string } }
  | { type: 'VerificationApprovalRecorded'; data: { submissionId: string; tier: KycTier; staffId: string; at: string } }
  | { type: 'VerificationApproved'; data: { submissionId: string; tier: KycTier; staffIds: string[]; at: string } }
  | { type: 'VerificationRejected'; data: { submissionId: string; tier: KycTier; staffId: string; reason: string; at: string } };

type Meta = { now: string };
export type VerificationCommand =
  | { type: 'SubmitVerification'; data: { customerId: string; submissionId: string; submission: Submission; images: KycImage[] }; metadata: Meta }
  | { type: 'ApproveVerification'; data: { tier: KycTier; staffId: string }; metadata: Meta }
  | { type: 'RejectVerification'; data: { tier: KycTier; staffId: string; reason: string }; metadata: Meta };

export interface TierState {
  status: TierStatus;
  submissionId: string | null;
  submission: Submission | null;
  approvals: string[];
  reason: string | null;
}

export interface VerificationState {
  customerId: string | null;
  tiers: Record<KycTier, TierState>;
  /** Fixed once primary verification is approved. */
  country: string | null;
}

export const verificationStream = (customerId: string) => `kyc-${customerId}`;

const emptyTier = (): TierState => ({ status: 'none', submissionId: null, submission: null, approvals: [], reason: null });

export function decideVerification(command: VerificationCommand, state: VerificationState): VerificationEvent[] {
  const at = command.metadata.now;
  switch (command.type) {
    case 'SubmitVerification': {
      const { submission, images } = command.data;
      const tier = state.tiers[submission.tier];
      if (tier.status === 'under_review') throw new DomainError('kyc.underReview');
      if (tier.status === 'approved') throw new DomainError('kyc.alreadyVerified');
      if (submission.tier !== 'primary' && state.tiers.primary.status !== 'approved') throw new DomainError('kyc.primaryFirst');
      const missing = REQUIRED_IMAGES[submission.tier].find((role) => !images.some((image) => image.role === role));
      if (missing) throw new DomainError('kyc.imageRequired', { image: missing });
      return [{ type: 'VerificationSubmitted', data: { ...command.data, at } }];
    }
    case 'ApproveVerification': {
      const tier = state.tiers[command.data.tier];
      if (tier.status !== 'under_review') throw new DomainError('review.notPending');
      if (tier.approvals.includes(command.data.staffId)) throw new DomainError('kyc.secondApprover');
      const approvals = [...tier.approvals, command.data.staffId];
      const base = { submissionId: tier.submissionId!, tier: command.data.tier, at };
      if (approvals.length < APPROVALS_NEEDED[command.data.tier])
        return [{ type: 'VerificationApprovalRecorded', data: { ...base, staffId: command.data.staffId } }];
      return [{ type: 'VerificationApproved', data: { ...base, staffIds: approvals } }];
    }
    case 'RejectVerification': {
      const tier = state.tiers[command.data.tier];
      if (tier.status !== 'under_review') throw new DomainError('review.notPending');
      const reason = command.data.reason.trim();
      if (reason === '') throw new DomainError('review.reasonRequired');
      return [{ type: 'VerificationRejected', data: { submissionId: tier.submissionId!, tier: command.data.tier, staffId: command.data.staffId, reason, at } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveVerification(state: VerificationState, event: VerificationEvent): VerificationState {
  const withTier = (tier: KycTier, change: Partial<TierState>): VerificationState => ({ ...state, tiers: { ...state.tiers, [tier]: { ...state.tiers[tier], ...change } } });
  switch (event.type) {
    case 'VerificationSubmitted': {
      const { submission } = event.data;
      return {
        ...withTier(submission.tier, { status: 'under_review', submissionId: event.data.submissionId, submission, approvals: [], reason: null }),
        customerId: event.data.customerId,
      };
    }
    case 'VerificationApprovalRecorded':
      return withTier(event.data.tier, { approvals: [...state.tiers[event.data.tier].approvals, event.data.staffId] });
    case 'VerificationApproved': {
      const next = withTier(event.data.tier, { status: 'approved', approvals: event.data.staffIds });
      const submission = state.tiers[event.data.tier].submission;
      return submission?.tier === 'primary' ? { ...next, country: submission.details.country } : next;
    }
    case 'VerificationRejected':
      return withTier(event.data.tier, { status: 'rejected', reason: event.data.reason });
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const verificationDecider: Decider<VerificationCommand, VerificationEvent, VerificationState> = {
  decide: decideVerification,
  evolve: evolveVerification,
  initialState: () => ({ customerId: null, tiers: { primary: emptyTier(), advanced: emptyTier(), address: emptyTier() }, country: null }),
};

/** Every tier the customer holds, lowest first. */
export const approvedTiers = (state: VerificationState): KycTier[] =>
  (['primary', 'advanced', 'address'] as const).filter((tier) => state.tiers[tier].status === 'approved');
