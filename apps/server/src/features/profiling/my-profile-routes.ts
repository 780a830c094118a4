import { api } from '@pdp/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.js';
import { myProfile, myProfileComparison, saveMyAnswers, submitMyProfile } from './my-profile-service.js';
import { myRecommendations } from './recommendations-service.js';
import { serve } from '../../lib/serve.js';

const tags = ['my'];

/** The educator app's self-assessment (issue 21): the caller's own profile of the current period. */
export const myProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  serve(
    app,
    api.profiling.myProfile,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'My profile: its stage and progress, every domain and statement with my answers, the labels',
      },
    },
    async (request) => ({ data: await myProfile(deps, authOf(request)) }),
  );

  serve(
    app,
    api.profiling.myRecommendations,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary:
          'Programs recommended from my latest completed profile: open programs in the domains of my largest gaps, each with why; the state says why there are none',
      },
    },
    async (request) => ({ data: await myRecommendations(deps, authOf(request)) }),
  );

  serve(
    app,
    api.profiling.myResponses,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'Save some or all of my answers (until I submit); creates the profile on first save',
      },
    },
    async (request) => ({ data: await saveMyAnswers(deps, authOf(request), request.body) }),
  );

  serve(
    app,
    api.profiling.mySubmit,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary: 'Submit my self-assessment (every statement answered); it then waits for my supervisor',
      },
    },
    async (request) => ({ data: await submitMyProfile(deps, authOf(request)) }),
  );

  serve(
    app,
    api.profiling.myComparison,
    {
      onRequest: app.requireSignIn,
      schema: {
        tags,
        summary:
          "Once completed: my answers beside my supervisor's and the business ideal, with domain averages",
      },
    },
    async (request) => ({ data: await myProfileComparison(deps, authOf(request)) }),
  );
};
