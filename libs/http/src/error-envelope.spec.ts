import { DomainError } from '@meridian/decider';
import { errorAnswer } from './error-envelope';

describe("a decider's refusal at the edge", () => {
  it('answers a missing object with 404 in the reader’s language', () => {
    const answer = errorAnswer(new DomainError('earn.notFound'), 'en');
    expect(answer.httpStatus).toBe(404);
    expect(answer.body).toMatchObject({ code: 404, message: 'This earn order does not exist', data: null });
  });

  it('answers every other refusal as bad input, with its parameters filled in, in the reader’s language', () => {
    const answer = errorAnswer(new DomainError('rate.tooMany', { seconds: 30 }), 'en');
    expect(answer.httpStatus).toBe(400);
    expect(answer.body).toMatchObject({ code: 1, message: 'Too many attempts, please try again in 30 seconds' });
    expect(errorAnswer(new DomainError('earn.notFound'), 'ft').body.message).toBe('該理財訂單不存在');
  });
});
