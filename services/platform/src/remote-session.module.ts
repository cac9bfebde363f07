import { Global, Module, type DynamicModule } from '@nestjs/common';
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

/** In a process without identity, callers, trade passwords, second factors and security changes are asked of identity over HTTP. */
@Global()
@Module({})
export class RemoteSessionModule {
  static forRoot(identityUrl: string, internalToken: string): DynamicModule {
    const remote = new HttpSessionVerifier(identityUrl, internalToken);
    const providers = [
      { provide: SESSION_VERIFIER, useValue: remote },
      { provide: TRADE_PASSWORD_CHECKER, useValue: remote },
      { provide: SECURITY_RECORD, useValue: remote },
      { provide: SECOND_FACTOR, useValue: remote },
    ];
    return { module: RemoteSessionModule, providers, exports: [SESSION_VERIFIER, TRADE_PASSWORD_CHECKER, SECURITY_RECORD, SECOND_FACTOR] };
  }
}

/** In an accounts process without the trading core, its spot, contract and futures accounts are asked over HTTP. */
@Global()
@Module({})
export class RemoteSpotModule {
  static forRoot(tradingUrl: string, internalToken: string): DynamicModule {
    return {
      module: RemoteSpotModule,
      providers: [
        { provide: SPOT_ACCOUNTS, useValue: new HttpSpotAccounts(tradingUrl, internalToken) },
        { provide: CONTRACT_ACCOUNTS, useValue: new HttpContractAccounts(tradingUrl, internalToken) },
        { provide: CORE_LEDGERS, useValue: new HttpCoreLedgers(tradingUrl, internalToken) },
      ],
      exports: [SPOT_ACCOUNTS, CONTRACT_ACCOUNTS, CORE_LEDGERS],
    };
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
    return {
      module: RemoteReservesModule,
      providers: [{ provide: PLATFORM_RESERVES, useValue: new HttpPlatformReserves(accountsUrl, internalToken) }],
      exports: [PLATFORM_RESERVES],
    };
  }
}
