import { api } from '../../shared/api/api';

const userCentreApi = api.injectEndpoints({
  endpoints: (build) => ({
    logout: build.mutation<null, void>({
      query: () => ({ url: 'web/logout', method: 'POST', body: {} }),
    }),
  }),
});

export const { useLogoutMutation } = userCentreApi;
