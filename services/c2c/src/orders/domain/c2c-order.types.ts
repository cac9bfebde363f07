import type { PaymentType } from './c2c-terms';

/**
 * A C2C order's statuses (docs/c2c.md): placed and waiting for support (`unmatched`), matched to a
 * receiving account with the inventory held (`matched`), the customer's remittance proof waiting for
 * staff (`proof_submitted`), and its three ends.
 */
export type C2cOrderStatus = 'unmatched' | 'matched' | 'proof_submitted' | 'completed' | 'expired' | 'rejected';
export const C2C_ORDER_STATUSES: readonly C2cOrderStatus[] = ['unmatched', 'matched', 'proof_submitted', 'completed', 'expired', 'rejected'];
/** Orders that have not ended: a customer has at most one. */
export const OPEN_STATUSES: readonly C2cOrderStatus[] = ['unmatched', 'matched', 'proof_submitted'];

/** A receiving account as the order keeps it: copied at the match, so a later change of the registry never moves it. */
export interface ReceivingAccountSnapshot {
  accountId: string;
  fiat: string;
  accountName: string;
  accountNumber: string;
  bankName: string;
  bankAddress: string;
}

/** The remittance proof as events refer to it; its bytes stay in `remittance_proofs`. */
export interface PaymentProofImage {
  imageId: string;
  role: string;
  mime: 'image/jpeg' | 'image/png';
  size: number;
  sha256: string;
}

/** The rate finance published for a currency, as an order freezes it. */
export interface C2cQuote {
  rate: string;
  min: string;
  max: string;
  enabled: boolean;
}

export type C2cOrderEvent =
  | {
      type: 'C2cOrderPlaced';
      data: { orderId: string; customerId: string; amount: string; fiat: string; payment: PaymentType; rate: string; fiatAmount: string; verifiedName: string; expiresAt: string; at: string };
    }
  /** Support chose the account; the inventory is asked to hold the amount (`holdId`). */
  | { type: 'C2cMatchRequested'; data: { staffId: string; holdId: string; account: ReceivingAccountSnapshot; at: string } }
  | { type: 'C2cOrderMatched'; data: { holdId: string; at: string } }
  /** The inventory could not cover the amount: the order waits for another match (after finance funds it). */
  | { type: 'C2cMatchRefused'; data: { holdId: string; reason: string; at: string } }
  | { type: 'C2cOrderExtended'; data: { staffId: string; hours: number; reason: string; expiresAt: string; at: string } }
  | { type: 'C2cOrderReminded'; data: { at: string } }
  | { type: 'C2cPaymentProofSubmitted'; data: { payerName: string; payerBank: string; proof: PaymentProofImage; nameMatches: boolean; at: string } }
  /** The first of two finance approvals of a completion above the threshold: nothing credited yet. */
  | { type: 'C2cCompletionApproved'; data: { staffId: string; at: string } }
  | { type: 'C2cOrderCompleted'; data: { staffId: string; reason: string; holdId: string; at: string } }
  | { type: 'C2cOrderCredited'; data: { holdId: string; at: string } }
  /** `holdId`: the inventory's hold to give back (held, or asked for and not yet answered), if any. */
  | { type: 'C2cOrderRejected'; data: { staffId: string; reason: string; holdId: string | null; at: string } }
  | { type: 'C2cOrderExpired'; data: { holdId: string | null; at: string } };

type Meta = { now: string };
export type C2cOrderCommand =
  | {
      type: 'PlaceC2cOrder';
      data: { orderId: string; customerId: string; amount: string; fiat: string; payment: string; quote: C2cQuote | null; verifiedName: string | null };
      metadata: Meta;
    }
  | { type: 'MatchC2cOrder'; data: { staffId: string; account: ReceivingAccountSnapshot }; metadata: Meta }
  | { type: 'AnswerC2cHold'; data: { holdId: string; held: boolean; reason: string | null }; metadata: Meta }
  | { type: 'ExtendC2cOrder'; data: { staffId: string; hours: number; reason: string }; metadata: Meta }
  | { type: 'RemindC2cOrder'; data: Record<string, never>; metadata: Meta }
  | { type: 'SubmitC2cPaymentProof'; data: { customerId: string; payerName: string; payerBank: string; proof: PaymentProofImage }; metadata: Meta }
  /** `dualApprovalAboveUsdt`: above it, two different finance members complete the order. */
  | { type: 'CompleteC2cOrder'; data: { staffId: string; reason: string; dualApprovalAboveUsdt: string }; metadata: Meta }
  | { type: 'RecordC2cCredit'; data: { holdId: string }; metadata: Meta }
  | { type: 'RejectC2cOrder'; data: { staffId: string; reason: string }; metadata: Meta }
  | { type: 'ExpireC2cOrder'; data: Record<string, never>; metadata: Meta };

export interface C2cOrderState {
  status: C2cOrderStatus | 'none';
  orderId: string;
  customerId: string;
  amount: string;
  fiat: string;
  fiatAmount: string;
  verifiedName: string;
  placedAt: string;
  expiresAt: string;
  reminded: boolean;
  /** Matches asked for so far: each asks the inventory under a hold id of its own. */
  matchAttempts: number;
  /** A hold asked for and not yet answered. */
  pendingHold: string | null;
  /** The inventory's hold once placed. */
  holdId: string | null;
  nameMatches: boolean | null;
  approvers: string[];
  credited: boolean;
}
