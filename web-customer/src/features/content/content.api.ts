import type { ApiModel } from '@meridian/contracts';
import { api } from '../../shared/api/api';

export type HelpCentre = ApiModel<'HelpCentreResponseDto'>;
export type Download = ApiModel<'DownloadResponseDto'>;

// The help centre (searchable) and the download page's facts (docs/engagement.md).
const contentFeatureApi = api.injectEndpoints({
  endpoints: (build) => ({
    helpCentre: build.query<HelpCentre, { lang: string; q: string }>({
      query: ({ q }) => ({ url: 'api/v1/help', params: q ? { q } : {} }),
    }),
    download: build.query<Download, void>({ query: () => ({ url: 'api/v1/download' }), keepUnusedDataFor: 3600 }),
  }),
});

export const { useHelpCentreQuery, useDownloadQuery } = contentFeatureApi;
