import { DomainError } from './domain-error';
import { runOnce } from './run-once';

const isDuplicate = (error: unknown) => error instanceof DomainError && error.code === 'step.duplicate';

describe('runOnce', () => {
  it('reads a duplicate as done, whether it rejects or is thrown before a promise exists', async () => {
    await expect(runOnce(() => Promise.reject(new DomainError('step.duplicate')), isDuplicate)).resolves.toBeUndefined();
    await expect(
      runOnce(() => {
        throw new DomainError('step.duplicate');
      }, isDuplicate),
    ).resolves.toBeUndefined();
  });

  it('throws on any other failure, however it comes', async () => {
    await expect(runOnce(() => Promise.reject(new DomainError('step.refused')), isDuplicate)).rejects.toThrow('step.refused');
    await expect(
      runOnce(() => {
        throw new Error('down');
      }, isDuplicate),
    ).rejects.toThrow('down');
  });

  it('runs the step once', async () => {
    let runs = 0;
    await runOnce(async () => runs++, isDuplicate);
    expect(runs).toBe(1);
  });
});
