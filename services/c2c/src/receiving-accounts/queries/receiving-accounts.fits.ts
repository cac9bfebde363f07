import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { ConfirmReceivingAccountController } from '../confirm-receiving-account/confirm-receiving-account.http.controller';
import type { RegisterReceivingAccountController } from '../register-receiving-account/register-receiving-account.http.controller';
import type { RetireReceivingAccountController } from '../retire-receiving-account/retire-receiving-account.http.controller';
import type { ReceivingAccountResponseDto } from './receiving-account.response.dto';
import type { ReceivingAccountsController } from './receiving-accounts.http.controller';

// What the routes answer must fit these (libs/http answer-fits.ts).
export type ReceivingAccountsAnswersFit = [
  Fits<EnvelopeDataOf<ReceivingAccountsController, 'list'>, ReceivingAccountResponseDto[]>,
  Fits<EnvelopeDataOf<ReceivingAccountsController, 'one'>, ReceivingAccountResponseDto>,
  Fits<EnvelopeDataOf<RegisterReceivingAccountController, 'register'>, ReceivingAccountResponseDto>,
  Fits<EnvelopeDataOf<ConfirmReceivingAccountController, 'confirm'>, ReceivingAccountResponseDto>,
  Fits<EnvelopeDataOf<RetireReceivingAccountController, 'retire'>, ReceivingAccountResponseDto>,
];
