import { SpotCore } from './spot-core';
import type { SpotCommand } from './spot-core.types';

/** For specs: a fresh spot core that has carried out `commands`, in order. */
export function givenSpotCore(...commands: SpotCommand[]): SpotCore {
  const core = new SpotCore();
  for (const command of commands) core.execute(command);
  return core;
}

/** For specs: what `owner` holds of `coin` in the spot core. */
export const spotBalance = (core: SpotCore, owner: string, coin: string) => core.balancesOf(owner).find((b) => b.coin === coin)!;
