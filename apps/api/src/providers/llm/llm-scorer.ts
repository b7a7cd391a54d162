import { z } from 'zod';
import type { FeedbackCriterion } from '@portal/contracts';
import { chatJson, type OpenAiChatConfig } from './openai-chat.ts';

export interface ScoreRequest {
  kind: 'video_cv' | 'interview';
  transcript: string;
  questions: string[];
  /** Measured facts the model should use, already in Portuguese (pace, fillers, sentiment). */
  facts: string[];
}

/** Scores the spoken content; throws ProviderError on any failure (the caller falls back). */
export interface LlmScorer {
  score(request: ScoreRequest): Promise<FeedbackCriterion[]>;
}

const answerSchema = z.object({
  criteria: z
    .array(
      z.object({
        label: z
          .string()
          .trim()
          .min(2)
          .max(40)
          .regex(/^[^:\n]+$/)
          .refine((l) => !/^m[ée]dia$/i.test(l)),
        score: z.number().min(0).max(100),
        comment: z.string().trim().min(5).max(600),
        tip: z.string().trim().min(5).max(300),
      }),
    )
    .min(1)
    .max(8),
});

const jsonSchema = {
  name: 'feedback',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['criteria'],
    properties: {
      criteria: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['label', 'score', 'comment', 'tip'],
          properties: {
            label: { type: 'string' },
            score: { type: 'integer', minimum: 0, maximum: 100 },
            comment: { type: 'string' },
            tip: { type: 'string' },
          },
        },
      },
    },
  },
};

const CRITERIA = {
  video_cv:
    'Clareza (ritmo e vícios de linguagem), Estrutura (apresentação, experiência, objetivos) e Positividade (tom)',
  interview:
    'Clareza (ritmo e vícios de linguagem), Cobertura das perguntas (cada pergunta do roteiro respondida com exemplos) e Positividade (tom)',
} as const;

const keyOf = (label: string) =>
  label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'criterio';

/** An OpenAI-compatible chat model that scores the transcript against named criteria. */
export const createLlmScorer = (config: OpenAiChatConfig): LlmScorer => ({
  async score(request) {
    const kind = request.kind === 'video_cv' ? 'um videocurrículo' : 'uma entrevista simulada';
    const system =
      'Você é um orientador de carreira de uma universidade brasileira. Avalie a fala de um estudante com justiça e ' +
      'gentileza. Responda apenas com JSON no formato pedido. Para cada critério: label (o nome do critério), score ' +
      '(inteiro de 0 a 100), comment (uma ou duas frases em português dizendo por que a nota é essa, citando o que foi ' +
      'medido) e tip (uma dica concreta em português para melhorar).';
    const user = [
      `Avalie ${kind} nos critérios: ${CRITERIA[request.kind]}.`,
      request.questions.length
        ? `Perguntas do roteiro:\n${request.questions.map((q, i) => `${i + 1}. ${q}`).join('\n')}`
        : '',
      request.facts.length ? `Medições:\n- ${request.facts.join('\n- ')}` : '',
      `Transcrição:\n"""\n${request.transcript.slice(0, 12_000)}\n"""`,
    ]
      .filter(Boolean)
      .join('\n\n');
    const answer = await chatJson(
      config,
      [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
      answerSchema,
      jsonSchema,
    );
    return answer.criteria.map((c) => ({
      key: keyOf(c.label),
      label: c.label,
      score: Math.round(c.score),
      explanation: c.comment,
      tip: c.tip,
    }));
  },
});
