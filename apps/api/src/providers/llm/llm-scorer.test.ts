import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAi } from './fake-openai-server.ts';
import { createLlmScorer } from './llm-scorer.ts';
import { ProviderError } from './openai-chat.ts';

const answer = {
  criteria: [
    {
      label: 'Clareza',
      score: 81,
      comment: 'Ritmo de 140 palavras por minuto, com poucos vícios.',
      tip: 'Faça pausas curtas entre as ideias.',
    },
    {
      label: 'Estrutura',
      score: 64.6,
      comment: 'Apresentou-se e citou o estágio, sem dizer objetivos.',
      tip: 'Termine dizendo a vaga que busca.',
    },
  ],
};
let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
beforeAll(async () => {
  fake = await startFakeOpenAi({ chat: () => answer, transcript: '' });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.state.mode = 'ok';
  fake.state.requests = [];
});

const request = {
  kind: 'video_cv' as const,
  transcript: 'Meu nome é Ana e fiz estágio.',
  questions: [],
  facts: ['140 palavras por minuto'],
};
const scorer = (timeoutMs = 2000) =>
  createLlmScorer({ baseUrl: fake.baseUrl, apiKey: 'k-123', model: 'tiny', timeoutMs });

describe('LLM scorer (OpenAI-compatible chat completions)', () => {
  it('sends a JSON-schema request and maps the answer to explained criteria', async () => {
    const criteria = await scorer().score(request);
    expect(criteria).toEqual([
      {
        key: 'clareza',
        label: 'Clareza',
        score: 81,
        explanation: answer.criteria[0]!.comment,
        tip: answer.criteria[0]!.tip,
      },
      {
        key: 'estrutura',
        label: 'Estrutura',
        score: 65,
        explanation: answer.criteria[1]!.comment,
        tip: answer.criteria[1]!.tip,
      },
    ]);
    const sent = fake.state.requests[0]!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer k-123');
    const body = JSON.parse(sent.body.toString()) as {
      model: string;
      response_format: { type: string };
      messages: Array<{ content: string }>;
    };
    expect(body.model).toBe('tiny');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.messages[1]!.content).toContain('Meu nome é Ana');
    expect(body.messages[1]!.content).toContain('140 palavras por minuto');
  });

  it.each([
    ['hang', 'timeout'],
    ['malformed', 'malformed'],
    ['wrong-shape', 'malformed'],
    ['error', 'http'],
  ] as const)('%s -> ProviderError(%s)', async (mode, reason) => {
    fake.state.mode = mode;
    const started = Date.now();
    const err = await scorer(300)
      .score(request)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).reason).toBe(reason);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a server that is not listening', async () => {
    const err = await createLlmScorer({ baseUrl: 'http://127.0.0.1:9/v1', model: 'x', timeoutMs: 500 })
      .score(request)
      .catch((e: unknown) => e);
    expect((err as ProviderError).reason).toMatch(/network|timeout/);
  });
});
