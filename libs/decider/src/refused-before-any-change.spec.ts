import { DomainError } from './domain-error';
import { refusedBeforeAnyChange } from './refused-before-any-change';

describe('refusedBeforeAnyChange', () => {
  const refuse = () => {
    throw new DomainError('field.invalid');
  };

  it('answers a refusal before any change as the refusal it is', () => {
    expect(() => refusedBeforeAnyChange(() => false, refuse)).toThrow(DomainError);
  });

  it('raises a refusal after a change as a fault, so the writer rebuilds the core instead of keeping it', () => {
    let thrown: unknown;
    try {
      refusedBeforeAnyChange(() => true, refuse);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).not.toBeInstanceOf(DomainError);
  });

  it('passes a fault and an answer through unchanged', () => {
    expect(() => refusedBeforeAnyChange(() => false, () => { throw new TypeError('broken'); })).toThrow(TypeError);
    expect(refusedBeforeAnyChange(() => true, () => 7)).toBe(7);
  });
});
