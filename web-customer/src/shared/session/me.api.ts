import { api } from '../api/api';
import { refreshUser } from './session.thunks';
import type { User } from './user.types';

// The customer's profile, read by the user centre and the profile pages alike.
const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<User, void>({
      query: () => ({ url: 'web/info' }),
      providesTags: ['User'],
      // Keeps the stored user (header badge, demo expiry) as fresh as the profile shown.
      onQueryStarted: async (_args, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(refreshUser(data));
      },
    }),
  }),
});

export const { useMeQuery } = meApi;
