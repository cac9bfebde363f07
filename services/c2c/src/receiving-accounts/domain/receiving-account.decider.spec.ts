import { DeciderSpecification } from '@meridian/testing';
import { receivingAccountDecider, type ReceivingAccountEvent } from './receiving-account.decider';

const spec = DeciderSpecification.for(receivingAccountDecider);
const now = '2026-11-27T08:00:00.000Z';
const details = { fiat: 'HKD', accountName: 'Meridian Trading Ltd', accountNumber: '012-345678-001', bankName: 'HSBC', bankAddress: '1 Queen’s Road Central' };
const proposed: ReceivingAccountEvent = { type: 'ReceivingAccountProposed', data: { accountId: 'ra-1', ...details, reason: 'New HKD account', staffId: 'fin1', at: now } };
const confirmed: ReceivingAccountEvent = { type: 'ReceivingAccountConfirmed', data: { staffId: 'fin2', at: now } };

describe('a receiving account of the registry', () => {
  it('is proposed with every detail and a reason', () => {
    const propose = (fields: Record<string, string> = {}) => ({
      type: 'ProposeReceivingAccount' as const,
      data: { accountId: 'ra-1', ...details, accountName: ' Meridian Trading Ltd ', reason: ' New HKD account ', staffId: 'fin1', ...fields },
      metadata: { now },
    });
    spec.given([]).when(propose()).then([proposed]);
    spec.given([]).when(propose({ bankName: ' ' })).thenThrows('field.required');
    spec.given([]).when(propose({ fiat: 'XXX' })).thenThrows('c2c.fiatUnknown');
    spec.given([]).when(propose({ reason: '' })).thenThrows('review.reasonRequired');
    spec.given([proposed]).when(propose()).thenThrows('review.notPending');
  });

  it('is offered only once a different member confirms it', () => {
    spec.given([proposed]).when({ type: 'ConfirmReceivingAccount', data: { staffId: 'fin2' }, metadata: { now } }).then([confirmed]);
    spec.given([proposed]).when({ type: 'ConfirmReceivingAccount', data: { staffId: 'fin1' }, metadata: { now } }).thenThrows('review.sameApprover');
    spec.given([proposed, confirmed]).when({ type: 'ConfirmReceivingAccount', data: { staffId: 'fin3' }, metadata: { now } }).thenThrows('review.notPending');
    spec.given([]).when({ type: 'ConfirmReceivingAccount', data: { staffId: 'fin2' }, metadata: { now } }).thenThrows('c2c.accountNotFound');
  });

  it('is retired at once with a reason, once', () => {
    const retired: ReceivingAccountEvent = { type: 'ReceivingAccountRetired', data: { staffId: 'fin1', reason: 'Account closed by the bank', at: now } };
    spec.given([proposed, confirmed]).when({ type: 'RetireReceivingAccount', data: { staffId: 'fin1', reason: 'Account closed by the bank' }, metadata: { now } }).then([retired]);
    spec.given([proposed]).when({ type: 'RetireReceivingAccount', data: { staffId: 'fin1', reason: ' ' }, metadata: { now } }).thenThrows('review.reasonRequired');
    spec.given([proposed, confirmed, retired]).when({ type: 'RetireReceivingAccount', data: { staffId: 'fin2', reason: 'again' }, metadata: { now } }).thenThrows('c2c.accountRetired');
  });
});
