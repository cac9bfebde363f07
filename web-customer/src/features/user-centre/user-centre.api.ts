import { api } from '../../shared/api/api';
import { refreshUser } from '../../shared/session/session.thunks';
import type { User } from '../../shared/session/user.types';

const userCentreApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<User, void>({
      query: () => ({ url: 'web/info' }),
      providesTags: ['User'],
      // Keeps the stored user (header badge, demo expiry) as fresh as the profile shown here.
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(refreshUser(data));
      },
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: 'web/logout', method: 'POST', body: {} }),
    }),
  }),
});

export const { useMeQuery, useLogoutMutation } = userCentreApi;
