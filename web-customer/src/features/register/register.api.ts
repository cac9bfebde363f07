import type { ApiBody, Holds, NamesFieldsOf } from '@meridian/contracts';
import { api } from '../../shared/api/api';
import type { Session, User } from '../../shared/session/user.types';
import type { AccountCodePasswordBody } from '../../shared/validation/account-form';

export interface RegisterArgs extends AccountCodePasswordBody {
  invite_code?: string;
  agree: 1;
}
export type RegisterArgsMatchServer = Holds<NamesFieldsOf<RegisterArgs, ApiBody<'RegisterBody'>>>;

interface RegisterAnswer {
  token?: string;
  token_h5?: string;
  user: User;
}

const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<Session, RegisterArgs>({
      query: (body) => ({ url: 'web/userRegister', method: 'POST', body: { ...body } }),
      // SPEC section 7 names token_h5; docs/api.md answers both. The web app stores `token`.
      transformResponse: (answer: RegisterAnswer) => ({ token: answer.token ?? answer.token_h5 ?? '', user: answer.user }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
