import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { AgreementsController, ContentController, HelpController } from './content.http.controller';
import type { DownloadController } from './download.http.controller';
import type { DownloadResponseDto } from './download.response.dto';
import type { AgreementResponseDto, ContentPageResponseDto, HelpCentreResponseDto } from './content.response.dto';

// What the routes answer must fit their document (libs/http answer-fits.ts).
export type ContentAnswersFit = [
  Fits<EnvelopeDataOf<ContentController, 'page'>, ContentPageResponseDto>,
  Fits<EnvelopeDataOf<HelpController, 'help'>, HelpCentreResponseDto>,
  Fits<EnvelopeDataOf<AgreementsController, 'agreements'>, { items: AgreementResponseDto[] }>,
  Fits<EnvelopeDataOf<AgreementsController, 'pending'>, { items: AgreementResponseDto[] }>,
  Fits<EnvelopeDataOf<DownloadController, 'download'>, DownloadResponseDto>,
];
