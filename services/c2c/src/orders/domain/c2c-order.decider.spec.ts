import { DeciderSpecification } from '@meridian/testing';
import { c2cOrderDecider, type C2cOrderCommand, type C2cOrderEvent, type C2cQuote, type PaymentProofImage, type ReceivingAccountSnapshot } from './c2c-order.decider';

const spec = DeciderSpecification.for(c2cOrderDecider);
const at = (minutes: number) => new Date(Date.parse('2026-11-27T08:00:00.000Z') + minutes * 60_000).toISOString();
const quote: C2cQuote = { rate: '7.8', min: '10', max: '50000', enabled: true };
const account: ReceivingAccountSnapshot = { accountId: 'ra-1', fiat: 'HKD', accountName: 'Meridian Trading Ltd', accountNumber: '012-345678-001', bankName: 'HSBC', bankAddress: '1 Queen’s Road Central' };
const proof: PaymentProofImage = { imageId: 'img-1', role: 'proof', mime: 'image/png', size: 1200, sha256: 'ab'.repeat(32) };
const command = <T extends C2cOrderCommand['type']>(type: T, data: Extract<C2cOrderCommand, { type: T }>['data'], minutes = 1) => ({ type, data, metadata: { now: at(minutes) } }) as C2cOrderCommand;

const place = (fields: Partial<Extract<C2cOrderCommand, { type: 'PlaceC2cOrder' }>['data']> = {}) =>
  command('PlaceC2cOrder', { orderId: 'o1', customerId: 'ann', amount: '1000', fiat: 'HKD', payment: 'bank', quote, verifiedName: 'Chan Tai Man', ...fields }, 0);
const placed: C2cOrderEvent = {
  type: 'C2cOrderPlaced',
  data: { orderId: 'o1', customerId: 'ann', amount: '1000.000000', fiat: 'HKD', payment: 'bank', rate: '7.8', fiatAmount: '7800.00', verifiedName: 'Chan Tai Man', expiresAt: at(180), at: at(0) },
};
const matchRequested: C2cOrderEvent = { type: 'C2cMatchRequested', data: { staffId: 'sup', holdId: 'c2c-o1-1', account, at: at(5) } };
const matched: C2cOrderEvent = { type: 'C2cOrderMatched', data: { holdId: 'c2c-o1-1', at: at(5) } };
const proofSent = (nameMatches = true): C2cOrderEvent => ({ type: 'C2cPaymentProofSubmitted', data: { payerName: 'CHAN Tai-man', payerBank: 'Hang Seng Bank', proof, nameMatches, at: at(30) } });
const threshold = '10000';

describe('a C2C order', () => {
  it('is placed at the published rate, frozen into it with the fiat amount in the currency’s decimals, valid for three hours', () => {
    spec.given([]).when(place()).then([placed]);
    spec
      .given([])
      .when(place({ amount: '0.333333', fiat: 'JPY', quote: { ...quote, rate: '155.37', min: '0.1' } }))
      .then([{ type: 'C2cOrderPlaced', data: { ...placed.data, amount: '0.333333', fiat: 'JPY', rate: '155.37', fiatAmount: '52' } } as C2cOrderEvent]);
  });

  it('is refused without a verified name, a published rate, a known payment type, or within the limits', () => {
    spec.given([]).when(place({ verifiedName: null })).thenThrows('c2c.verificationRequired');
    spec.given([]).when(place({ quote: null })).thenThrows('c2c.fiatUnavailable');
    spec.given([]).when(place({ quote: { ...quote, enabled: false } })).thenThrows('c2c.fiatUnavailable');
    spec.given([]).when(place({ fiat: 'XYZ' })).thenThrows('c2c.fiatUnavailable');
    spec.given([]).when(place({ payment: 'cash' })).thenThrows('c2c.paymentUnknown');
    spec.given([]).when(place({ amount: '1e3' })).thenThrows('c2c.amountInvalid');
    spec.given([]).when(place({ amount: '0' })).thenThrows('c2c.amountInvalid');
    spec.given([]).when(place({ amount: '1.0000001' })).thenThrows('c2c.amountInvalid');
    spec.given([]).when(place({ amount: '9.99' })).thenThrows('c2c.amountBelowMin');
    spec.given([]).when(place({ amount: '50000.01' })).thenThrows('c2c.amountAboveMax');
    spec.given([placed]).when(place()).thenThrows('c2c.duplicate');
  });

  it('is matched by support to an account of its currency, asking the inventory to hold the amount', () => {
    spec.given([placed]).when(command('MatchC2cOrder', { staffId: 'sup', account }, 5)).then([matchRequested]);
    spec.given([placed]).when(command('MatchC2cOrder', { staffId: 'sup', account: { ...account, fiat: 'USD' } }, 5)).thenThrows('c2c.accountCurrencyMismatch');
    spec.given([placed, matchRequested]).when(command('MatchC2cOrder', { staffId: 'sup', account }, 6)).thenThrows('c2c.matchPending');
    spec.given([placed, matchRequested, matched]).when(command('MatchC2cOrder', { staffId: 'sup', account }, 6)).thenThrows('c2c.notUnmatched');
    spec.given([placed]).when(command('MatchC2cOrder', { staffId: 'sup', account }, 180)).thenThrows('c2c.orderExpired');
    spec.given([]).when(command('MatchC2cOrder', { staffId: 'sup', account }, 5)).thenThrows('c2c.notFound');
  });

  it('is matched once the inventory holds it; a refusal leaves it unmatched, and the next match asks under a new hold id', () => {
    spec.given([placed, matchRequested]).when(command('AnswerC2cHold', { holdId: 'c2c-o1-1', held: true, reason: null }, 5)).then([matched]);
    const refused: C2cOrderEvent = { type: 'C2cMatchRefused', data: { holdId: 'c2c-o1-1', reason: 'c2c.inventoryShort', at: at(5) } };
    spec.given([placed, matchRequested]).when(command('AnswerC2cHold', { holdId: 'c2c-o1-1', held: false, reason: 'c2c.inventoryShort' }, 5)).then([refused]);
    spec
      .given([placed, matchRequested, refused])
      .when(command('MatchC2cOrder', { staffId: 'sup', account }, 9))
      .then([{ type: 'C2cMatchRequested', data: { staffId: 'sup', holdId: 'c2c-o1-2', account, at: at(9) } }]);
    // A repeated answer, or one for a hold the order no longer waits for, changes nothing.
    spec.given([placed, matchRequested, matched]).when(command('AnswerC2cHold', { holdId: 'c2c-o1-1', held: true, reason: null }, 6)).thenNothingHappened();
    spec.given([placed, matchRequested, refused]).when(command('AnswerC2cHold', { holdId: 'c2c-o1-1', held: true, reason: null }, 6)).thenNothingHappened();
  });

  it('reminds the customer once at half time, while it waits', () => {
    spec.given([placed]).when(command('RemindC2cOrder', {}, 89)).thenNothingHappened();
    spec.given([placed]).when(command('RemindC2cOrder', {}, 90)).then([{ type: 'C2cOrderReminded', data: { at: at(90) } }]);
    spec.given([placed, { type: 'C2cOrderReminded', data: { at: at(90) } }]).when(command('RemindC2cOrder', {}, 91)).thenNothingHappened();
    spec.given([placed, matchRequested, matched, proofSent()]).when(command('RemindC2cOrder', {}, 91)).thenNothingHappened();
  });

  it('is extended by support with a reason, from its deadline or from now when that has passed', () => {
    const extend = (hours: number, reason = 'Customer’s bank is slow today', minutes = 60) => command('ExtendC2cOrder', { staffId: 'sup', hours, reason }, minutes);
    spec.given([placed]).when(extend(2)).then([{ type: 'C2cOrderExtended', data: { staffId: 'sup', hours: 2, reason: 'Customer’s bank is slow today', expiresAt: at(300), at: at(60) } }]);
    spec.given([placed]).when(extend(1, 'Late', 200)).then([{ type: 'C2cOrderExtended', data: { staffId: 'sup', hours: 1, reason: 'Late', expiresAt: at(260), at: at(200) } }]);
    spec.given([placed]).when(extend(2, '  ')).thenThrows('review.reasonRequired');
    spec.given([placed]).when(extend(0)).thenThrows('c2c.extensionInvalid');
    spec.given([placed]).when(extend(25)).thenThrows('c2c.extensionInvalid');
    spec.given([placed, matchRequested, matched, proofSent()]).when(extend(1)).thenThrows('c2c.notExtendable');
  });

  it('takes the payer’s name, bank and proof once matched, noting whether the name is the verified one', () => {
    const submit = (fields: Partial<Extract<C2cOrderCommand, { type: 'SubmitC2cPaymentProof' }>['data']> = {}, minutes = 30) =>
      command('SubmitC2cPaymentProof', { customerId: 'ann', payerName: ' CHAN Tai-man ', payerBank: ' Hang Seng Bank ', proof, ...fields }, minutes);
    spec.given([placed, matchRequested, matched]).when(submit()).then([proofSent()]);
    spec.given([placed, matchRequested, matched]).when(submit({ payerName: 'Lee Siu Ming' })).then([{ type: 'C2cPaymentProofSubmitted', data: { ...proofSent().data, payerName: 'Lee Siu Ming', nameMatches: false } } as C2cOrderEvent]);
    spec.given([placed]).when(submit()).thenThrows('c2c.notMatched');
    spec.given([placed, matchRequested, matched]).when(submit({ customerId: 'bob' })).thenThrows('c2c.notFound');
    spec.given([placed, matchRequested, matched]).when(submit({ payerName: ' ' })).thenThrows('c2c.payerNameRequired');
    spec.given([placed, matchRequested, matched]).when(submit({ payerBank: '' })).thenThrows('c2c.payerBankRequired');
    spec.given([placed, matchRequested, matched]).when(submit({}, 180)).thenThrows('c2c.orderExpired');
    spec.given([placed, matchRequested, matched, proofSent()]).when(submit()).thenThrows('c2c.notMatched');
  });

  it('is completed by finance with a reason, only on the verified payer, posting the hold', () => {
    const complete = (staffId: string, reason = 'Funds received in HSBC 012-345678-001') => command('CompleteC2cOrder', { staffId, reason, dualApprovalAboveUsdt: threshold }, 40);
    const completed: C2cOrderEvent = { type: 'C2cOrderCompleted', data: { staffId: 'fin1', reason: 'Funds received in HSBC 012-345678-001', holdId: 'c2c-o1-1', at: at(40) } };
    spec.given([placed, matchRequested, matched, proofSent()]).when(complete('fin1')).then([completed]);
    spec.given([placed, matchRequested, matched, proofSent()]).when(complete('fin1', ' ')).thenThrows('review.reasonRequired');
    spec.given([placed, matchRequested, matched, proofSent(false)]).when(complete('fin1')).thenThrows('c2c.payerNameMismatch');
    spec.given([placed, matchRequested, matched]).when(complete('fin1')).thenThrows('c2c.notAwaitingReview');
    spec.given([placed, matchRequested, matched, proofSent(), completed]).when(complete('fin2')).thenThrows('c2c.notAwaitingReview');
  });

  it('needs a second, different finance member above the four-eyes threshold', () => {
    const big: C2cOrderEvent = { type: 'C2cOrderPlaced', data: { ...placed.data, amount: '20000.000000', fiatAmount: '156000.00' } } as C2cOrderEvent;
    const given = [big, matchRequested, matched, proofSent()];
    const complete = (staffId: string) => command('CompleteC2cOrder', { staffId, reason: 'Funds received', dualApprovalAboveUsdt: threshold }, 40);
    const first: C2cOrderEvent = { type: 'C2cCompletionApproved', data: { staffId: 'fin1', at: at(40) } };
    spec.given(given).when(complete('fin1')).then([first]);
    spec.given([...given, first]).when(complete('fin1')).thenThrows('review.sameApprover');
    spec.given([...given, first]).when(complete('fin2')).then([{ type: 'C2cOrderCompleted', data: { staffId: 'fin2', reason: 'Funds received', holdId: 'c2c-o1-1', at: at(40) } }]);
  });

  it('records the credit once, when the inventory’s hold was paid to the wallet', () => {
    const completed: C2cOrderEvent = { type: 'C2cOrderCompleted', data: { staffId: 'fin1', reason: 'ok', holdId: 'c2c-o1-1', at: at(40) } };
    const credited: C2cOrderEvent = { type: 'C2cOrderCredited', data: { holdId: 'c2c-o1-1', at: at(41) } };
    const given = [placed, matchRequested, matched, proofSent(), completed];
    spec.given(given).when(command('RecordC2cCredit', { holdId: 'c2c-o1-1' }, 41)).then([credited]);
    spec.given([...given, credited]).when(command('RecordC2cCredit', { holdId: 'c2c-o1-1' }, 42)).thenNothingHappened();
    spec.given([placed, matchRequested, matched]).when(command('RecordC2cCredit', { holdId: 'c2c-o1-1' }, 42)).thenNothingHappened();
  });

  it('is rejected with a reason before it ends, giving back any hold', () => {
    const reject = (reason = 'Payer is not the account holder') => command('RejectC2cOrder', { staffId: 'sup', reason }, 45);
    const rejected = (holdId: string | null): C2cOrderEvent => ({ type: 'C2cOrderRejected', data: { staffId: 'sup', reason: 'Payer is not the account holder', holdId, at: at(45) } });
    spec.given([placed]).when(reject()).then([rejected(null)]);
    spec.given([placed, matchRequested]).when(reject()).then([rejected('c2c-o1-1')]);
    spec.given([placed, matchRequested, matched, proofSent(false)]).when(reject()).then([rejected('c2c-o1-1')]);
    spec.given([placed]).when(reject('')).thenThrows('review.reasonRequired');
    spec.given([placed, rejected(null)]).when(reject()).thenThrows('c2c.alreadyEnded');
  });

  it('expires at its deadline without a proof, giving back any hold; with a proof it waits for staff', () => {
    const expire = (minutes: number) => command('ExpireC2cOrder', {}, minutes);
    spec.given([placed]).when(expire(179)).thenNothingHappened();
    spec.given([placed]).when(expire(180)).then([{ type: 'C2cOrderExpired', data: { holdId: null, at: at(180) } }]);
    spec.given([placed, matchRequested, matched]).when(expire(181)).then([{ type: 'C2cOrderExpired', data: { holdId: 'c2c-o1-1', at: at(181) } }]);
    spec.given([placed, matchRequested, matched, proofSent()]).when(expire(500)).thenNothingHappened();
    const extended: C2cOrderEvent = { type: 'C2cOrderExtended', data: { staffId: 'sup', hours: 1, reason: 'Bank delay', expiresAt: at(240), at: at(100) } };
    spec.given([placed, extended]).when(expire(200)).thenNothingHappened();
    spec.given([placed, extended]).when(expire(240)).then([{ type: 'C2cOrderExpired', data: { holdId: null, at: at(240) } }]);
  });
});
