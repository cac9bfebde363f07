import { DeciderSpecification } from '@meridian/testing';
import { agreementAcceptanceDecider, type AgreementAcceptanceCommand } from './agreement-acceptance.decider';

const spec = DeciderSpecification.for(agreementAcceptanceDecider);
const now = '2026-03-01T00:00:00.000Z';
const accept = (version: number, via: 'registration' | 'prompt' = 'prompt'): AgreementAcceptanceCommand => ({
  type: 'AcceptAgreement',
  data: { customerId: 'c1', pageId: 'p1', slug: 'user-agreement', version, via },
  metadata: { now },
});
const accepted = (version: number, via: 'registration' | 'prompt' = 'prompt') => ({
  type: 'AgreementAccepted' as const,
  data: { customerId: 'c1', pageId: 'p1', slug: 'user-agreement', version, via, at: now },
});

describe('agreement acceptance', () => {
  it('records the version a customer accepted', () =>
    spec
      .given([])
      .when(accept(1, 'registration'))
      .then([accepted(1, 'registration')]));
  it('records a newer version', () =>
    spec
      .given([accepted(1, 'registration')])
      .when(accept(2))
      .then([accepted(2)]));
  it('changes nothing for a version accepted already, or an older one', () => {
    spec
      .given([accepted(2)])
      .when(accept(2))
      .thenNothingHappened();
    spec
      .given([accepted(2)])
      .when(accept(1))
      .thenNothingHappened();
  });
  it('refuses a version that cannot exist', () => spec.given([]).when(accept(0)).thenThrows('content.versionInvalid'));
});
