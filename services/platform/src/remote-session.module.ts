import { Global, Module, type DynamicModule, type Type } from '@nestjs/common';
import {
  CONTRACT_ACCOUNTS,
  CORE_LEDGERS,
  HttpContractAccounts,
  HttpCoreLedgers,
  HttpPlatformReserves,
  HttpSessionVerifier,
  HttpSpotAccounts,
  PLATFORM_RESERVES,
  SECOND_FACTOR,
  SECURITY_RECORD,
  SESSION_VERIFIER,
  SPOT_ACCOUNTS,
  TRADE_PASSWORD_CHECKER,
} from '@meridian/runtime';

/** A global module giving each port (its token) the object that asks another process over HTTP. */
const remotePorts = (module: Type, ports: [token: symbol, remote: unknown][]): DynamicModule => ({
  module,
  providers: ports.map(([provide, useValue]) => ({ provide, useValue })),
  exports: ports.map(([token]) => token),
});

/** In a process without identity, callers, trade passwords, second factors and security changes are asked of identity over HTTP. */
@Global()
@Module({})
export class RemoteSessionModule {
  static forRoot(identityUrl: string, internalToken: string): DynamicModule {
    const remote = new HttpSessionVerifier(identityUrl, internalToken);
    return remotePorts(RemoteSessionModule, [
      [SESSION_VERIFIER, remote],
      [TRADE_PASSWORD_CHECKER, remote],
      [SECURITY_RECORD, remote],
      [SECOND_FACTOR, remote],
    ]);
  }
}

/** In an accounts process without the trading core, its spot, contract and futures accounts are asked over HTTP. */
@Global()
@Module({})
export class RemoteSpotModule {
  static forRoot(tradingUrl: string, internalToken: string): DynamicModule {
    return remotePorts(RemoteSpotModule, [
      [SPOT_ACCOUNTS, new HttpSpotAccounts(tradingUrl, internalToken)],
      [CONTRACT_ACCOUNTS, new HttpContractAccounts(tradingUrl, internalToken)],
      [CORE_LEDGERS, new HttpCoreLedgers(tradingUrl, internalToken)],
    ]);
  }
}

/**
 * In an earn or lending process without accounts, what a platform account holds (earn's payouts,
 * lending's loan book) is asked of accounts over HTTP before anything is promised from it.
 */
@Global()
@Module({})
export class RemoteReservesModule {
  static forRoot(accountsUrl: string, internalToken: string): DynamicModule {
    return remotePorts(RemoteReservesModule, [[PLATFORM_RESERVES, new HttpPlatformReserves(accountsUrl, internalToken)]]);
  }
}
