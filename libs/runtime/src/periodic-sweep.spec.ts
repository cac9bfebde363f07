import { Logger } from '@nestjs/common';
import { DueItemsSweep, PeriodicSweep } from './periodic-sweep';

class FlakySweep extends PeriodicSweep {
  calls = 0;
  constructor() {
    super({ now: () => new Date('2026-11-27T00:00:00Z') }, 60_000);
  }
  protected async sweep(): Promise<void> {
    this.calls += 1;
    if (this.calls === 1) throw new Error('sorry, too many clients already');
  }
}

describe('a periodic sweep', () => {
  it("logs a failed timer sweep and sweeps again next time, never rejecting (which would stop the service)", async () => {
    const job = new FlakySweep();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(job.tick()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('[FlakySweep] sweep failed; the next one tries again', expect.any(Error));
    await job.tick();
    expect(job.calls).toBe(2);
    logged.mockRestore();
  });

  it('lets a direct caller (a test after moving the clock) see the failure', async () => {
    const job = new FlakySweep();
    await expect(job.run()).rejects.toThrow('too many clients');
  });
});

class TwoOrders extends DueItemsSweep {
  settled: string[] = [];
  constructor() {
    super({ now: () => new Date('2026-11-27T00:00:00Z') }, 60_000, { due: async () => ['a', 'b'] }, { context: 'test', item: 'order', notDone: 'not paid' });
  }
  protected async settle(id: string): Promise<void> {
    if (id === 'a') throw new Error('conflict');
    this.settled.push(id);
  }
}

describe('a sweep over due items', () => {
  it('logs an item that fails and still settles the ones after it', async () => {
    const job = new TwoOrders();
    const warned = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await job.run();
    expect(job.settled).toEqual(['b']);
    expect(warned).toHaveBeenCalledWith('order a not paid: conflict');
    warned.mockRestore();
  });
});
