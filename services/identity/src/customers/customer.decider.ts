import type { Decider } from '@meridian/decider';
import { DomainError } from '../domain-error';
import type { CustomerEvent, CustomerKind, CustomerRegisteredData } from './customer.events';

export interface CustomerState {
  registered: boolean;
  kind: CustomerKind;
  passwordHash: string;
  hasTradePassword: boolean;
  demoExpiresAt: string | null;
  openSessions: ReadonlySet<string>;
}

interface Meta {
  now: string;
}

export type CustomerCommand =
  | { type: 'RegisterCustomer'; data: Omit<CustomerRegisteredData, 'at'>; metadata: Meta }
  | { type: 'OpenSession'; data: { sessionId: string; tokenHash: string; ttlSeconds: number; ip: string; userAgent: string }; metadata: Meta }
  | { type: 'CloseSession'; data: { sessionId: string }; metadata: Meta }
  /** From the security centre: one of the customer's other sessions, or all but the current one. */
  | { type: 'SignOutSession'; data: { sessionId: string }; metadata: Meta }
  | { type: 'SignOutOtherSessions'; data: { keepSessionId: string }; metadata: Meta }
  /** The old password was checked by the handler (hash comparison is not pure); the decider enforces the rest. */
  | { type: 'ChangeLoginPassword'; data: { passwordHash: string; via: 'change' | 'reset' }; metadata: Meta }
  | { type: 'SetTradePassword'; data: { tradePasswordHash: string }; metadata: Meta };

export const initialCustomerState = (): CustomerState => ({
  registered: false,
  kind: 'real',
  passwordHash: '',
  hasTradePassword: false,
  demoExpiresAt: null,
  openSessions: new Set(),
});

function addSeconds(iso: string, seconds: number): string {
  return new Date(Date.parse(iso) + seconds * 1000).toISOString();
}

export function isDemoExpired(state: Pick<CustomerState, 'kind' | 'demoExpiresAt'>, now: string): boolean {
  return state.kind === 'demo' && state.demoExpiresAt !== null && Date.parse(state.demoExpiresAt) <= Date.parse(now);
}

export function decideCustomer(command: CustomerCommand, state: CustomerState): CustomerEvent[] {
  const at = command.metadata.now;
  if (command.type === 'RegisterCustomer') {
    if (state.registered) throw new DomainError('account.exists');
    return [{ type: 'CustomerRegistered', data: { ...command.data, at } }];
  }
  if (!state.registered) throw new DomainError('auth.failed');
  switch (command.type) {
    case 'OpenSession': {
      if (isDemoExpired(state, at)) throw new DomainError('auth.demoExpired');
      const sessionEnd = addSeconds(at, command.data.ttlSeconds);
      const expiresAt = state.demoExpiresAt && state.demoExpiresAt < sessionEnd ? state.demoExpiresAt : sessionEnd;
      const { sessionId, tokenHash, ip, userAgent } = command.data;
      return [{ type: 'SessionOpened', data: { sessionId, tokenHash, expiresAt, ip, userAgent, at } }];
    }
    case 'CloseSession':
      if (!state.openSessions.has(command.data.sessionId)) return [];
      return [{ type: 'SessionClosed', data: { sessionId: command.data.sessionId, reason: 'logout', at } }];
    case 'SignOutSession':
      if (!state.openSessions.has(command.data.sessionId)) throw new DomainError('security.sessionNotFound');
      return [{ type: 'SessionClosed', data: { sessionId: command.data.sessionId, reason: 'signed-out-remotely', at } }];
    case 'SignOutOtherSessions':
      return [...state.openSessions]
        .filter((sessionId) => sessionId !== command.data.keepSessionId)
        .map((sessionId) => ({ type: 'SessionClosed' as const, data: { sessionId, reason: 'signed-out-remotely' as const, at } }));
    case 'ChangeLoginPassword': {
      const changed: CustomerEvent = { type: 'LoginPasswordChanged', data: { passwordHash: command.data.passwordHash, via: command.data.via, at } };
      const reason = command.data.via === 'change' ? 'password-changed' : 'password-reset';
      return [changed, { type: 'AllSessionsRevoked', data: { reason, at } }];
    }
    case 'SetTradePassword':
      return [{ type: 'TradePasswordSet', data: { tradePasswordHash: command.data.tradePasswordHash, first: !state.hasTradePassword, at } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveCustomer(state: CustomerState, event: CustomerEvent): CustomerState {
  switch (event.type) {
    case 'CustomerRegistered':
      return { ...state, registered: true, kind: event.data.kind, passwordHash: event.data.passwordHash, demoExpiresAt: event.data.demoExpiresAt };
    case 'SessionOpened':
      return { ...state, openSessions: new Set([...state.openSessions, event.data.sessionId]) };
    case 'SessionClosed': {
      const openSessions = new Set(state.openSessions);
      openSessions.delete(event.data.sessionId);
      return { ...state, openSessions };
    }
    case 'AllSessionsRevoked':
      return { ...state, openSessions: new Set() };
    case 'LoginPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash };
    case 'TradePasswordSet':
      return { ...state, hasTradePassword: true };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const customerDecider: Decider<CustomerCommand, CustomerEvent, CustomerState> = {
  decide: decideCustomer,
  evolve: evolveCustomer,
  initialState: initialCustomerState,
};
