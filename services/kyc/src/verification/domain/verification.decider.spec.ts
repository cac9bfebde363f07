import { deciderSpec } from '@meridian/testing';
import { decideVerification, evolveVerification, verificationDecider, type KycImage, type Submission, type VerificationCommand, type VerificationEvent } from './verification.decider';

const spec = deciderSpec(decideVerification, evolveVerification, verificationDecider.initialState);
const now = '2026-11-26T10:00:00.000Z';
const image = (role: string): KycImage => ({ imageId: `img-${role}`, role, mime: 'image/png', size: 100, sha256: 'ab' });
const primary: Submission = {
  tier: 'primary',
  details: { country: 'TH', realName: 'Somchai Jaidee', documentType: 1, documentNumber: '1234567890123', bankName: 'Kasikorn', cardNumber: '4111111111111111' },
};
const advanced: Submission = {
  tier: 'advanced',
  details: { occupation: 'engineer', sourceOfWealth: 'salary', monthlyIncome: '3000', expectedInvestment: '20000', assetProofType: 'bank_deposit' },
};

const submit = (submission: Submission, images = submission.tier === 'primary' ? ['front', 'back', 'handheld'] : ['asset_proof'], submissionId = `s-${submission.tier}`): VerificationCommand => ({
  type: 'SubmitVerification',
  data: { customerId: 'c1', submissionId, submission, images: images.map(image) },
  metadata: { now },
});
const submitted = (submission: Submission, submissionId = `s-${submission.tier}`): VerificationEvent => ({
  type: 'VerificationSubmitted',
  data: { customerId: 'c1', submissionId, submission, images: (submission.tier === 'primary' ? ['front', 'back', 'handheld'] : ['asset_proof']).map(image), at: now },
});
const approve = (tier: Submission['tier'], staffId: string): VerificationCommand => ({ type: 'ApproveVerification', data: { tier, staffId }, metadata: { now } });
const reject = (tier: Submission['tier'], staffId: string, reason: string): VerificationCommand => ({ type: 'RejectVerification', data: { tier, staffId, reason }, metadata: { now } });
const approved = (tier: Submission['tier'], staffIds: string[], submissionId = `s-${tier}`): VerificationEvent => ({ type: 'VerificationApproved', data: { submissionId, tier, staffIds, at: now } });

describe('identity verification', () => {
  it('takes a primary submission with its three photos', () => spec.given([]).when(submit(primary)).then([submitted(primary)]));

  it('refuses a submission missing a photo, naming it', () => spec.given([]).when(submit(primary, ['front', 'back'])).thenThrows('kyc.imageRequired'));

  it('refuses a second submission while the first is under review, and any once approved', () => {
    spec.given([submitted(primary)]).when(submit(primary)).thenThrows('kyc.underReview');
    spec.given([submitted(primary), approved('primary', ['officer-1'])]).when(submit(primary, undefined, 's-2')).thenThrows('kyc.alreadyVerified');
  });

  it('takes advanced and address verification only after primary', () => {
    spec.given([]).when(submit(advanced)).thenThrows('kyc.primaryFirst');
    spec.given([submitted(primary)]).when(submit(advanced)).thenThrows('kyc.primaryFirst');
    spec.given([submitted(primary), approved('primary', ['officer-1'])]).when(submit(advanced)).then([submitted(advanced)]);
  });

  it('approves primary with one officer and fixes the nationality', () => {
    spec.given([submitted(primary)]).when(approve('primary', 'officer-1')).then([approved('primary', ['officer-1'])]);
    const state = [submitted(primary), approved('primary', ['officer-1'])].reduce(evolveVerification, verificationDecider.initialState());
    expect(state.country).toBe('TH');
  });

  it('needs two different officers for advanced: the first approval is recorded, the same officer cannot give the second', () => {
    const given = [submitted(primary), approved('primary', ['officer-1']), submitted(advanced)];
    spec
      .given(given)
      .when(approve('advanced', 'officer-1'))
      .then([{ type: 'VerificationApprovalRecorded', data: { submissionId: 's-advanced', tier: 'advanced', staffId: 'officer-1', at: now } }]);
    const recorded: VerificationEvent = { type: 'VerificationApprovalRecorded', data: { submissionId: 's-advanced', tier: 'advanced', staffId: 'officer-1', at: now } };
    spec.given([...given, recorded]).when(approve('advanced', 'officer-1')).thenThrows('kyc.secondApprover');
    spec.given([...given, recorded]).when(approve('advanced', 'officer-2')).then([approved('advanced', ['officer-1', 'officer-2'])]);
  });

  it('rejects with a reason the customer sees, after which they may submit again', () => {
    spec.given([submitted(primary)]).when(reject('primary', 'officer-1', '  ')).thenThrows('review.reasonRequired');
    const rejected: VerificationEvent = { type: 'VerificationRejected', data: { submissionId: 's-primary', tier: 'primary', staffId: 'officer-1', reason: 'The photo is blurred', at: now } };
    spec.given([submitted(primary)]).when(reject('primary', 'officer-1', ' The photo is blurred ')).then([rejected]);
    spec.given([submitted(primary), rejected]).when(submit(primary, undefined, 's-2')).then([submitted(primary, 's-2')]);
  });

  it('refuses to review what is not under review: approve after reject, twice, or nothing submitted', () => {
    spec.given([]).when(approve('primary', 'officer-1')).thenThrows('review.notPending');
    spec.given([submitted(primary), approved('primary', ['officer-1'])]).when(approve('primary', 'officer-2')).thenThrows('review.notPending');
    const rejected: VerificationEvent = { type: 'VerificationRejected', data: { submissionId: 's-primary', tier: 'primary', staffId: 'officer-1', reason: 'blurred', at: now } };
    spec.given([submitted(primary), rejected]).when(approve('primary', 'officer-1')).thenThrows('review.notPending');
  });
});
