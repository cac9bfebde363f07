import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { IdentityRestController } from './identity-rest.controller';
import type { OfficialChannelResponseDto, OfficialChannelsController } from './official-channels.controller';
import type { ProfileController } from './profile.controller';
import type { SecurityController } from './security.controller';
import type {
  AuthenticatorSetupResponseDto,
  CodeSentResponseDto,
  CustomerProfileResponseDto,
  LoginRecordResponseDto,
  OpenSessionResponseDto,
  RecoveryCodesResponseDto,
  SecurityStateResponseDto,
  SessionResponseDto,
  SignedOutResponseDto,
  TradePasswordStateResponseDto,
} from './identity.response.dto';

// What the routes answer must fit these (libs/http answer-fits.ts).
type Data<Method extends keyof IdentityRestController> = EnvelopeDataOf<IdentityRestController, Method>;
export type IdentityAnswersFit = [
  Fits<Data<'requestCode'>, CodeSentResponseDto>,
  Fits<Data<'register'>, SessionResponseDto>,
  Fits<Data<'logIn'>, SessionResponseDto>,
  Fits<Data<'demo'>, SessionResponseDto>,
  Fits<Data<'me'>, CustomerProfileResponseDto>,
  Fits<Data<'tradePassword'>, TradePasswordStateResponseDto>,
  Fits<EnvelopeDataOf<SecurityController, 'state'>, SecurityStateResponseDto>,
  Fits<EnvelopeDataOf<SecurityController, 'setUpAuthenticator'>, AuthenticatorSetupResponseDto>,
  Fits<EnvelopeDataOf<SecurityController, 'enableAuthenticator'>, RecoveryCodesResponseDto>,
  Fits<EnvelopeDataOf<SecurityController, 'openSessions'>, { items: OpenSessionResponseDto[] }>,
  Fits<EnvelopeDataOf<SecurityController, 'signOut'>, SignedOutResponseDto>,
  Fits<EnvelopeDataOf<SecurityController, 'logins'>, { items: LoginRecordResponseDto[] }>,
  Fits<EnvelopeDataOf<SecurityController, 'setQuestion'>, SecurityStateResponseDto>,
  Fits<EnvelopeDataOf<ProfileController, 'nickname'>, CustomerProfileResponseDto>,
  Fits<EnvelopeDataOf<OfficialChannelsController, 'check'>, OfficialChannelResponseDto>,
  Fits<EnvelopeDataOf<ProfileController, 'bindContact'>, CustomerProfileResponseDto>,
];
