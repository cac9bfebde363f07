import { deciderSpec } from '@meridian/testing';
import { decideCustomer, evolveCustomer, initialCustomerState } from './customer.decider';
import type { CustomerEvent, CustomerRegisteredData } from './customer.events';

const spec = deciderSpec(decideCustomer, evolveCustomer, initialCustomerState);
const now = '2026-11-21T10:00:00.000Z';
const meta = { now };

const registration: Omit<CustomerRegisteredData, 'at'> = {
  customerId: 'c-1',
  kind: 'real',
  accountType: 'email',
  email: 'ann@example.com',
  phone: null,
  areaCode: null,
  passwordHash: 'scrypt$old',
  invitationCode: 'ABCDEFGH',
  invitedBy: null,
  lang: 'en',
  demoExpiresAt: null,
};
const registered: CustomerEvent = { type: 'CustomerRegistered', data: { ...registration, at: '2026-11-20T00:00:00.000Z' } };
const demoRegistered: CustomerEvent = {
  type: 'CustomerRegistered',
  data: { ...registration, kind: 'demo', accountType: null, email: null, demoExpiresAt: '2026-11-27T00:00:00.000Z', at: '2026-11-20T00:00:00.000Z' },
};
const sessionOpened: CustomerEvent = {
  type: 'SessionOpened',
  data: { sessionId: 's-1', tokenHash: 'h', expiresAt: '2026-12-20T00:00:00.000Z', ip: '1.2.3.4', userAgent: 'ua', at: '2026-11-20T00:00:00.000Z' },
};

describe('customer decider', () => {
  it('registers a new customer', () =>
    spec.given([]).when({ type: 'RegisterCustomer', data: registration, metadata: meta }).then([{ type: 'CustomerRegistered', data: { ...registration, at: now } }]));

  it('refuses to register the same customer twice', () =>
    spec.given([registered]).when({ type: 'RegisterCustomer', data: registration, metadata: meta }).thenThrows('account.exists'));

  it('refuses anything but registration before the customer exists', () =>
    spec.given([]).when({ type: 'OpenSession', data: { sessionId: 's', tokenHash: 'h', ttlSeconds: 60, ip: '', userAgent: '' }, metadata: meta }).thenThrows('auth.failed'));

  it('opens a session that ends after its time to live', () =>
    spec
      .given([registered])
      .when({ type: 'OpenSession', data: { sessionId: 's-2', tokenHash: 'h2', ttlSeconds: 3600, ip: '1.1.1.1', userAgent: 'ua' }, metadata: meta })
      .then([{ type: 'SessionOpened', data: { sessionId: 's-2', tokenHash: 'h2', expiresAt: '2026-11-21T11:00:00.000Z', ip: '1.1.1.1', userAgent: 'ua', at: now } }]));

  it('never lets a demo session outlive the demo account', () =>
    spec
      .given([demoRegistered])
      .when({ type: 'OpenSession', data: { sessionId: 's-3', tokenHash: 'h3', ttlSeconds: 30 * 86400, ip: '', userAgent: '' }, metadata: meta })
      .then([{ type: 'SessionOpened', data: { sessionId: 's-3', tokenHash: 'h3', expiresAt: '2026-11-27T00:00:00.000Z', ip: '', userAgent: '', at: now } }]));

  it('refuses a session on an expired demo account', () =>
    spec
      .given([demoRegistered])
      .when({ type: 'OpenSession', data: { sessionId: 's-4', tokenHash: 'h4', ttlSeconds: 60, ip: '', userAgent: '' }, metadata: { now: '2026-11-27T00:00:01.000Z' } })
      .thenThrows('auth.demoExpired'));

  it('closes an open session once; closing it again changes nothing', () => {
    spec.given([registered, sessionOpened]).when({ type: 'CloseSession', data: { sessionId: 's-1' }, metadata: meta }).then([
      { type: 'SessionClosed', data: { sessionId: 's-1', reason: 'logout', at: now } },
    ]);
    spec
      .given([registered, sessionOpened, { type: 'SessionClosed', data: { sessionId: 's-1', reason: 'logout', at: now } }])
      .when({ type: 'CloseSession', data: { sessionId: 's-1' }, metadata: meta })
      .then([]);
  });

  it('signs out another open session from the security centre, and refuses one that is not open', () => {
    const second = { type: 'SessionOpened' as const, data: { ...sessionOpened.data, sessionId: 's-2', tokenHash: 'h2' } };
    spec.given([registered, sessionOpened, second]).when({ type: 'SignOutSession', data: { sessionId: 's-2' }, metadata: meta }).then([
      { type: 'SessionClosed', data: { sessionId: 's-2', reason: 'signed-out-remotely', at: now } },
    ]);
    spec.given([registered, sessionOpened]).when({ type: 'SignOutSession', data: { sessionId: 's-9' }, metadata: meta }).thenThrows('security.sessionNotFound');
  });

  it('signs out every session but the one asking', () => {
    const second = { type: 'SessionOpened' as const, data: { ...sessionOpened.data, sessionId: 's-2', tokenHash: 'h2' } };
    const third = { type: 'SessionOpened' as const, data: { ...sessionOpened.data, sessionId: 's-3', tokenHash: 'h3' } };
    spec.given([registered, sessionOpened, second, third]).when({ type: 'SignOutOtherSessions', data: { keepSessionId: 's-2' }, metadata: meta }).then([
      { type: 'SessionClosed', data: { sessionId: 's-1', reason: 'signed-out-remotely', at: now } },
      { type: 'SessionClosed', data: { sessionId: 's-3', reason: 'signed-out-remotely', at: now } },
    ]);
  });

  it('revokes every session when the login password changes', () =>
    spec
      .given([registered, sessionOpened])
      .when({ type: 'ChangeLoginPassword', data: { passwordHash: 'scrypt$new', via: 'change' }, metadata: meta })
      .then([
        { type: 'LoginPasswordChanged', data: { passwordHash: 'scrypt$new', via: 'change', at: now } },
        { type: 'AllSessionsRevoked', data: { reason: 'password-changed', at: now } },
      ]));

  it('records whether a trade password is set for the first time', () => {
    spec.given([registered]).when({ type: 'SetTradePassword', data: { tradePasswordHash: 't1' }, metadata: meta }).then([
      { type: 'TradePasswordSet', data: { tradePasswordHash: 't1', first: true, at: now } },
    ]);
    spec
      .given([registered, { type: 'TradePasswordSet', data: { tradePasswordHash: 't1', first: true, at: now } }])
      .when({ type: 'SetTradePassword', data: { tradePasswordHash: 't2' }, metadata: meta })
      .then([{ type: 'TradePasswordSet', data: { tradePasswordHash: 't2', first: false, at: now } }]);
  });
});
