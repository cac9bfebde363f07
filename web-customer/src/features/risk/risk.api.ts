import type { ApiBody, ApiModel, FitsBodyOf, Holds } from '@meridian/contracts';
import { api } from '../../shared/api/api';

export type RiskQuestionnaire = ApiModel<'RiskQuestionnaireResponseDto'>;
export type RiskProfile = ApiModel<'RiskProfileResponseDto'>;
export type RiskCaps = ApiModel<'RiskCapsResponseDto'>;
export type RiskLevel = RiskProfile['profile'];
export type QuestionId = RiskQuestionnaire['questions'][number]['id'];
export type RiskAnswers = Record<QuestionId, number>;
export type RiskAnswersMatchServer = Holds<FitsBodyOf<RiskAnswers, ApiBody<'RiskAnswersRequestDto'>>>;

// docs/kyc.md, "Risk profile".
const riskApi = api.enhanceEndpoints({ addTagTypes: ['RiskProfile'] }).injectEndpoints({
  endpoints: (build) => ({
    riskQuestionnaire: build.query<RiskQuestionnaire, void>({
      query: () => ({ url: 'api/v1/risk/questionnaire' }),
      keepUnusedDataFor: 3600,
    }),
    riskProfile: build.query<RiskProfile, void>({
      query: () => ({ url: 'api/v1/risk/profile' }),
      providesTags: ['RiskProfile'],
    }),
    answerRiskQuestionnaire: build.mutation<RiskProfile, RiskAnswers>({
      query: (body) => ({ url: 'api/v1/risk/answers', method: 'POST', body }),
      invalidatesTags: ['RiskProfile'],
    }),
  }),
});

export const { useRiskQuestionnaireQuery, useRiskProfileQuery, useAnswerRiskQuestionnaireMutation } = riskApi;
