import { describe, expect, it } from 'vitest';
import { parseFeedbackLines, type FaceSummary } from '@portal/contracts';
import { createLexiconSentiment } from '../../providers/sentiment/lexicon-sentiment.ts';
import { countFillers, scriptQuestions, textMetrics, words } from './text-metrics.ts';
import { clarity, coverage, presence, scoreWithRubric, structure } from './rubric.ts';
import { formatFeedback } from './feedback.ts';

const sentiment = createLexiconSentiment();

const CV = `Olá, meu nome é Ana, sou estudante de Engenharia de Computação no sexto período.
Fiz estágio de seis meses em uma empresa de software, onde desenvolvi testes automatizados e adorei trabalhar em equipe.
Também participei de um projeto de extensão com escolas públicas. Meu objetivo é atuar como desenvolvedora
e crescer na carreira de qualidade de software, aprendendo sempre com desafios.`;

const face = (frames: Array<[boolean, FaceSummary['per_frame'][number]['emotion']]>): FaceSummary => ({
  frames: frames.length,
  matched: frames.filter(([ok]) => ok).length,
  flagged: frames.filter(([ok]) => !ok).length,
  dominant_emotion: null,
  dominant_emotion_confidence: null,
  per_frame: frames.map(([ok, emotion], i) => ({
    id: i + 1,
    similarity: ok ? 90 : null,
    emotion,
    emotion_confidence: 80,
    flagged: !ok,
  })),
});

describe('text metrics', () => {
  it('counts fillers: né, tipo (not "tipo de"), éé', () => {
    const t = words('Então, né, eu sou tipo estudante, éé, de computação e tenho um tipo de experiência, né?');
    expect(countFillers(t)).toEqual({ total: 4, byWord: { né: 2, tipo: 1, éé: 1 } });
  });

  it('words per minute from the recording length; filler rate per 100 words', () => {
    const text = Array.from({ length: 280 }, (_, i) => (i % 20 === 0 ? 'né' : 'palavra')).join(' ');
    const m = textMetrics(text, 120);
    expect(m).toMatchObject({ words: 280, wpm: 140, fillers: 14, fillerRate: 5 });
    expect(textMetrics(text, null).wpm).toBeNull();
  });

  it('script questions drop the numbering', () => {
    expect(scriptQuestions('1. Fale sobre você.\n2) Por que esta vaga?\n\n')).toEqual([
      'Fale sobre você.',
      'Por que esta vaga?',
    ]);
  });
});

describe('rubric', () => {
  it('clarity: ideal pace and no fillers is 100; the explanation gives the numbers and the tip names the filler', () => {
    expect(clarity({ words: 300, wpm: 140, fillers: 0, fillersByWord: {}, fillerRate: 0 }).score).toBe(100);
    const c = clarity({ words: 100, wpm: 200, fillers: 5, fillersByWord: { né: 4, tipo: 1 }, fillerRate: 5 });
    expect(c.score).toBe(Math.round(0.5 * ((250 - 200) / 80) * 100 + 0.5 * 25));
    expect(c.explanation).toContain('200 palavras por minuto');
    expect(c.explanation).toContain("'né' 4×");
    expect(c.tip).toContain("'né'");
  });

  it('structure finds presentation, experience and goals', () => {
    expect(structure(CV)).toMatchObject({ score: 100, label: 'Estrutura' });
    const partial = structure('Meu nome é João e fiz um estágio em vendas por dois anos.');
    expect(partial.score).toBe(67);
    expect(partial.explanation).toContain('faltou objetivos');
    expect(partial.tip).toContain('vaga ou área');
  });

  it('coverage scores each question of the script', () => {
    const c = coverage('Trabalho bem em equipe e lidero projetos. Tenho experiência com Python e bancos de dados.', [
      'Fale sobre sua experiência com Python.',
      'Como você trabalha em equipe?',
      'Qual sua pretensão salarial?',
    ]);
    expect(c.explanation).toContain('2 de 3 perguntas');
    expect(c.score).toBe(67);
    expect(c.tip).toContain('pergunta 3');
  });

  it('presence: frames without the registered face lower the score and are named in the tip', () => {
    expect(
      presence(
        face([
          [true, 'HAPPY'],
          [true, 'CALM'],
        ]),
      ).score,
    ).toBe(100);
    const p = presence(
      face([
        [true, 'CALM'],
        [false, 'UNKNOWN'],
        [true, 'SAD'],
        [true, 'CALM'],
      ]),
    );
    expect(p.score).toBe(Math.round(100 * (0.6 * 0.75 + 0.4 * (2 / 3))));
    expect(p.tip).toContain('1 quadro');
    expect(p.explanation).toContain('3 de 4 quadros');
  });

  it('a video CV gets clarity, structure, positivity and presence, and the feedback lines average them', () => {
    const r = scoreWithRubric({
      kind: 'video_cv',
      transcript: CV,
      durationSeconds: 30,
      questions: [],
      sentiment: sentiment.analyse(CV),
      face: face([[true, 'HAPPY']]),
    });
    expect(r.criteria.map((c) => c.label)).toEqual(['Clareza', 'Estrutura', 'Positividade', 'Presença']);
    for (const c of r.criteria) expect(c.explanation.length).toBeGreaterThan(10);
    const { gpt_feedback, gpt_avg } = formatFeedback(r.criteria);
    const lines = parseFeedbackLines(gpt_feedback);
    expect(lines).toHaveLength(5);
    expect(lines.at(-1)).toEqual({ label: 'Média', value: gpt_avg, average: true });
    expect(gpt_avg).toBe(Math.round(r.criteria.reduce((s, c) => s + c.score, 0) / 4));
  });

  it('without a transcription only presence is scored, and a note says why', () => {
    const r = scoreWithRubric({
      kind: 'interview',
      transcript: '',
      durationSeconds: 60,
      questions: ['Por quê?'],
      sentiment: sentiment.analyse(''),
      face: face([[true, 'CALM']]),
    });
    expect(r.criteria.map((c) => c.key)).toEqual(['presence']);
    expect(r.notes[0]).toContain('Nenhuma transcrição disponível');
  });
});
