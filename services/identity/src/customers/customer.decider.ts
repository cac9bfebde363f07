import type { Decider } from '@meridian/decider';
import { DomainError } from '../domain-error';
import type { ContactData, CustomerEvent, CustomerKind, CustomerRegisteredData, SecurityQuestionId } from './customer.events';

export interface CustomerState {
  registered: boolean;
  kind: CustomerKind;
  passwordHash: string;
  hasTradePassword: boolean;
  demoExpiresAt: string | null;
  openSessions: ReadonlySet<string>;
  /** `+<area><digits>` and the e-mail, as bound now. */
  phoneKey: string | null;
  email: string | null;
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
  | { type: 'SetTradePassword'; data: { tradePasswordHash: string }; metadata: Meta }
  | { type: 'ChangeNickname'; data: { nickname: string }; metadata: Meta }
  | { type: 'ChangeAvatar'; data: { avatarId: string }; metadata: Meta }
  /** The code to the new address and the trade password were checked by the handler. */
  | { type: 'BindContact'; data: ContactData; metadata: Meta }
  | { type: 'SetSecurityQuestion'; data: { questionId: SecurityQuestionId; answerHash: string }; metadata: Meta }
  | { type: 'SetAntiPhishingPhrase'; data: { phrase: string | null }; metadata: Meta };

export const initialCustomerState = (): CustomerState => ({
  registered: false,
  kind: 'real',
  passwordHash: '',
  hasTradePassword: false,
  demoExpiresAt: null,
  openSessions: new Set(),
  phoneKey: null,
  email: null,
});

const NICKNAME_MAX = 20;
const PHRASE_MAX = 20;

const keyOf = (contact: ContactData) => (contact.channel === 'email' ? contact.email : `+${contact.areaCode}${contact.phone}`);

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
    case 'ChangeNickname': {
      const nickname = command.data.nickname.trim();
      if (nickname.length === 0 || nickname.length > NICKNAME_MAX) throw new DomainError('profile.nicknameLength', { max: NICKNAME_MAX });
      return [{ type: 'NicknameChanged', data: { nickname, at } }];
    }
    case 'ChangeAvatar':
      return [{ type: 'AvatarChanged', data: { avatarId: command.data.avatarId, at } }];
    case 'BindContact': {
      if (state.kind === 'demo') throw new DomainError('demo.liveOnly');
      const previous = command.data.channel === 'email' ? state.email : state.phoneKey;
      if (previous === keyOf(command.data)) throw new DomainError('contact.same');
      return [{ type: 'ContactBound', data: { ...command.data, previous, at } }];
    }
    case 'SetSecurityQuestion':
      if (state.kind === 'demo') throw new DomainError('demo.liveOnly');
      return [{ type: 'SecurityQuestionSet', data: { questionId: command.data.questionId, answerHash: command.data.answerHash, at } }];
    case 'SetAntiPhishingPhrase': {
      if (state.kind === 'demo') throw new DomainError('demo.liveOnly');
      const phrase = command.data.phrase?.trim() || null;
      if (phrase !== null && phrase.length > PHRASE_MAX) throw new DomainError('security.phraseLength', { max: PHRASE_MAX });
      return [{ type: 'AntiPhishingPhraseSet', data: { phrase, at } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveCustomer(state: CustomerState, event: CustomerEvent): CustomerState {
  switch (event.type) {
    case 'CustomerRegistered': {
      const { kind, passwordHash, demoExpiresAt, email, phone, areaCode } = event.data;
      return { ...state, registered: true, kind, passwordHash, demoExpiresAt, email, phoneKey: phone ? `+${areaCode}${phone}` : null };
    }
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
    case 'ContactBound':
      return event.data.channel === 'email' ? { ...state, email: event.data.email } : { ...state, phoneKey: keyOf(event.data) };
    case 'NicknameChanged':
    case 'AvatarChanged':
    case 'SecurityQuestionSet':
    case 'AntiPhishingPhraseSet':
      return state;
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
