import type { EnvelopeDataOf, Fits } from '@meridian/http';
import type { AssetCatalogueController } from './asset-catalogue.http.controller';
import type { CatalogueResponseDto } from './catalogue.response.dto';

// What each route answers must fit the response DTO that describes it in the API document (libs/http answer-fits.ts).
export type AssetCatalogueAnswerFits = Fits<EnvelopeDataOf<AssetCatalogueController, 'catalogue'>, CatalogueResponseDto>;
