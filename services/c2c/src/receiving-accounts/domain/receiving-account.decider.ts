import { DomainError, type Decider } from '@meridian/decider';
import { isFiat } from '../../orders/domain/c2c-terms';

/**
 * A receiving account of the registry finance keeps (`c2c-receiving-account-<id>`): where customers
 * send the fiat of a C2C purchase. Four eyes (DESIGN.md invariant 10): an account one member adds is
 * offered to customers only once a different member confirms it, so no one person can send customers'
 * money to an account of their own. Either may retire it at once, with a reason.
 */
export type ReceivingAccountStatus = 'proposed' | 'active' | 'retired';

export interface ReceivingAccountDetails {
  fiat: string;
  accountName: string;
  accountNumber: string;
  bankName: string;
  bankAddress: string;
}

export type ReceivingAccountEvent =
  | { type: 'ReceivingAccountProposed'; data: ReceivingAccountDetails & { accountId: string; reason: string; staffId: string; at: string } }
  | { type: 'ReceivingAccountConfirmed'; data: { staffId: string; at: string } }
  | { type: 'ReceivingAccountRetired'; data: { staffId: string; reason: string; at: string } };

type Meta = { now: string };
export type ReceivingAccountCommand =
  | { type: 'ProposeReceivingAccount'; data: ReceivingAccountDetails & { accountId: string; reason: string; staffId: string }; metadata: Meta }
  | { type: 'ConfirmReceivingAccount'; data: { staffId: string }; metadata: Meta }
  | { type: 'RetireReceivingAccount'; data: { staffId: string; reason: string }; metadata: Meta };

export interface ReceivingAccountState {
  status: ReceivingAccountStatus | 'none';
  proposedBy: string | null;
}

export const receivingAccountStream = (accountId: string) => `c2c-receiving-account-${accountId}`;

const FIELDS = ['accountName', 'accountNumber', 'bankName', 'bankAddress'] as const;

function propose(command: Extract<ReceivingAccountCommand, { type: 'ProposeReceivingAccount' }>): ReceivingAccountEvent[] {
  const { accountId, staffId, fiat } = command.data;
  if (!isFiat(fiat)) throw new DomainError('c2c.fiatUnknown', { fiat });
  const details = Object.fromEntries(FIELDS.map((field) => [field, command.data[field].trim()])) as Pick<ReceivingAccountDetails, (typeof FIELDS)[number]>;
  for (const field of FIELDS) if (!details[field]) throw new DomainError('field.required', { field });
  const reason = command.data.reason.trim();
  if (!reason) throw new DomainError('review.reasonRequired');
  return [{ type: 'ReceivingAccountProposed', data: { accountId, fiat, ...details, reason, staffId, at: command.metadata.now } }];
}

export const receivingAccountDecider: Decider<ReceivingAccountCommand, ReceivingAccountEvent, ReceivingAccountState> = {
  decide(command, state) {
    const at = command.metadata.now;
    if (command.type === 'ProposeReceivingAccount') {
      if (state.status !== 'none') throw new DomainError('review.notPending');
      return propose(command);
    }
    if (state.status === 'none') throw new DomainError('c2c.accountNotFound');
    switch (command.type) {
      case 'ConfirmReceivingAccount':
        if (state.status !== 'proposed') throw new DomainError('review.notPending');
        if (command.data.staffId === state.proposedBy) throw new DomainError('review.sameApprover');
        return [{ type: 'ReceivingAccountConfirmed', data: { staffId: command.data.staffId, at } }];
      case 'RetireReceivingAccount': {
        if (state.status === 'retired') throw new DomainError('c2c.accountRetired');
        const reason = command.data.reason.trim();
        if (!reason) throw new DomainError('review.reasonRequired');
        return [{ type: 'ReceivingAccountRetired', data: { staffId: command.data.staffId, reason, at } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`unknown receiving account command ${JSON.stringify(unknown)}`);
      }
    }
  },
  evolve(state, event) {
    switch (event.type) {
      case 'ReceivingAccountProposed':
        return { status: 'proposed', proposedBy: event.data.staffId };
      case 'ReceivingAccountConfirmed':
        return { ...state, status: 'active' };
      case 'ReceivingAccountRetired':
        return { ...state, status: 'retired' };
      default:
        return state;
    }
  },
  initialState: () => ({ status: 'none', proposedBy: null }),
};
