import type { ApiBody, FitsBodyOf, Holds } from '@meridian/contracts';
import { api } from '../../shared/api/api';
import type { User } from '../../shared/session/user.types';

export interface BindContactArgs {
  type: 'email' | 'phone';
  account: string;
  area_code?: string;
  code: string;
  trade_password: string;
}
export type BindContactMatchesServer = Holds<FitsBodyOf<BindContactArgs, ApiBody<'BindContactBody'>>>;

// docs/api.md, "Customer identity": the profile's nickname, avatar and bound phone and e-mail.
const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeNickname: build.mutation<User, { nickname: string }>({
      query: (body) => ({ url: 'api/v1/me/nickname', method: 'PUT', body }),
      invalidatesTags: ['User'],
    }),
    uploadAvatar: build.mutation<User, FormData>({
      query: (body) => ({ url: 'api/v1/me/avatar', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    bindContact: build.mutation<User, BindContactArgs>({
      query: (body) => ({ url: 'api/v1/me/contact', method: 'POST', body: { ...body } }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useChangeNicknameMutation, useUploadAvatarMutation, useBindContactMutation } = profileApi;
