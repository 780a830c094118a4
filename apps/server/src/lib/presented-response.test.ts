import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { presentedResponse } from './presented-response.js';

/** A presented body goes out as built, and under Vitest one that its schema would change fails. */
describe('presentedResponse', () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  const response = { 200: z.object({ id: z.number(), name: z.string(), note: z.string().default('none') }) };
  const bodies: Record<string, unknown> = {
    exact: { id: 1, name: 'Ann', note: 'n' },
    extra: { id: 1, name: 'Ann', note: 'n', password_hash: 'secret' },
    defaulted: { id: 1, name: 'Ann' },
    wrongType: { id: '1', name: 'Ann', note: 'n' },
  };
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.get(
      '/:body',
      { serializerCompiler: presentedResponse, schema: { params: z.object({ body: z.string() }), response } },
      async (request) => bodies[request.params.body] as never,
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends a body that matches its schema exactly as built', async () => {
    const reply = await app.inject({ url: '/exact' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ id: 1, name: 'Ann', note: 'n' });
  });

  it.each(['extra', 'defaulted', 'wrongType'])('fails a body the schema would change (%s)', async (name) => {
    const reply = await app.inject({ url: `/${name}` });
    expect(reply.statusCode).toBe(500);
    // This bare app shows the message; the real error handler answers 500s without it.
    expect(reply.json().message).toMatch(/not what its schema encodes|doesn't match the schema/);
  });
});
