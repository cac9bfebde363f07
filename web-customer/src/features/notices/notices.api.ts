import type { ApiModel } from '@meridian/contracts';
import { api } from '../../shared/api/api';

export type NoticeList = ApiModel<'NoticeListResponseDto'>;
export type NoticeSummary = NoticeList['items'][number];
export type Notice = ApiModel<'NoticeResponseDto'>;
export type NoticeKind = NoticeSummary['kind'];

// Notices, news flashes and banners (docs/engagement.md, "Notices"); read and unread per customer.
// `session` keys the answers: a visitor's list has no read marks, a customer's has.
const noticesApi = api.enhanceEndpoints({ addTagTypes: ['Notices'] }).injectEndpoints({
  endpoints: (build) => ({
    notices: build.query<NoticeList, { kind?: NoticeKind; lang: string; session: string | null }>({
      query: ({ kind }) => ({ url: 'api/v1/notices', params: kind ? { kind } : {} }),
      providesTags: ['Notices'],
    }),
    notice: build.query<Notice, { id: string; lang: string; session: string | null }>({
      query: ({ id }) => ({ url: `api/v1/notices/${encodeURIComponent(id)}` }),
      extraOptions: { showsRefusal: true },
    }),
    readNotice: build.mutation<Notice, string>({
      query: (id) => ({ url: `api/v1/notices/${encodeURIComponent(id)}/read`, method: 'POST', body: {} }),
      invalidatesTags: ['Notices'],
    }),
    readAllNotices: build.mutation<NoticeList, void>({
      query: () => ({ url: 'api/v1/notices/read-all', method: 'POST', body: {} }),
      invalidatesTags: ['Notices'],
    }),
  }),
});

export const { useNoticesQuery, useNoticeQuery, useReadNoticeMutation, useReadAllNoticesMutation } = noticesApi;
