import { Global, Module, type DynamicModule } from '@nestjs/common';
import { HttpSessionVerifier, SESSION_VERIFIER } from '@meridian/runtime';

/** In a process without identity, callers are verified by identity over HTTP. */
@Global()
@Module({})
export class RemoteSessionModule {
  static forRoot(identityUrl: string, internalToken: string): DynamicModule {
    const provider = { provide: SESSION_VERIFIER, useValue: new HttpSessionVerifier(identityUrl, internalToken) };
    return { module: RemoteSessionModule, providers: [provider], exports: [SESSION_VERIFIER] };
  }
}
