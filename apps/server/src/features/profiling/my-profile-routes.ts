import {
  errorResponses,
  ZMyProfileAnswersBody,
  ZMyProfileComparisonResponse,
  ZMyProfileResponse,
} from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import { myProfile, myProfileComparison, saveMyAnswers, submitMyProfile } from './my-profile-service.js';

const tags = ['my'];

/** The educator app's self-assessment (issue 21): the caller's own profile of the current period. */
export const myProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/my/profile',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'My profile: its stage and progress, every domain and statement with my answers, the labels',
        response: { 200: ZMyProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await myProfile(deps, authOf(request)) }),
  );

  app.put(
    '/my/profile/responses',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'Save some or all of my answers (until I submit); creates the profile on first save',
        body: ZMyProfileAnswersBody,
        response: { 200: ZMyProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await saveMyAnswers(deps, authOf(request), request.body) }),
  );

  app.post(
    '/my/profile/submit',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'Submit my self-assessment (every statement answered); it then waits for my supervisor',
        response: { 200: ZMyProfileResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await submitMyProfile(deps, authOf(request)) }),
  );

  app.get(
    '/my/profile/comparison',
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary:
          "Once completed: my answers beside my supervisor's and the business ideal, with domain averages",
        response: { 200: ZMyProfileComparisonResponse, ...errorResponses },
      },
    },
    async (request) => ({ data: await myProfileComparison(deps, authOf(request)) }),
  );
};
