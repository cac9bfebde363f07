import { DomainError, type Decider } from '@meridian/decider';

/**
 * Which version of each agreement a customer accepted, one stream per customer
 * (`agreements-<customerId>`): at registration (the form's tick), or when a newer version was put to
 * them at their next login. An acceptance of a version already accepted, or an older one, changes nothing.
 */
export type AcceptanceVia = 'registration' | 'prompt';

export type AgreementAcceptanceEvent = {
  type: 'AgreementAccepted';
  data: { customerId: string; pageId: string; slug: string; version: number; via: AcceptanceVia; at: string };
};
export type AgreementAcceptanceCommand = {
  type: 'AcceptAgreement';
  data: { customerId: string; pageId: string; slug: string; version: number; via: AcceptanceVia };
  metadata: { now: string };
};
/** The newest version accepted, by page id. */
export type AgreementAcceptanceState = Readonly<Record<string, number>>;

export const agreementsStream = (customerId: string) => `agreements-${customerId}`;

export const agreementAcceptanceDecider: Decider<AgreementAcceptanceCommand, AgreementAcceptanceEvent, AgreementAcceptanceState> = {
  initialState: () => ({}),
  decide: (command, state) => {
    const { version, pageId, via } = command.data;
    if (!Number.isInteger(version) || version < 1) throw new DomainError('content.versionInvalid');
    if (via !== 'registration' && via !== 'prompt') throw new DomainError('field.invalid', { field: 'via' });
    if ((state[pageId] ?? 0) >= version) return [];
    return [{ type: 'AgreementAccepted', data: { ...command.data, at: command.metadata.now } }];
  },
  evolve: (state, event) => ({ ...state, [event.data.pageId]: Math.max(state[event.data.pageId] ?? 0, event.data.version) }),
};
