import type { Emotion, FaceSummary, FeedbackCriterion } from '@portal/contracts';
import type { SentimentAnalysis } from '../../providers/sentiment/sentiment.ts';
import { findPhrase, keywordStems, stem, textMetrics, words, type TextMetrics } from './text-metrics.ts';

export type SubmissionKind = 'video_cv' | 'interview';

export interface RubricInput {
  kind: SubmissionKind;
  transcript: string;
  durationSeconds: number | null;
  /** The questions of the job's interview script (simulated interview only). */
  questions: string[];
  sentiment: SentimentAnalysis;
  face: FaceSummary | null;
}

export interface RubricResult {
  criteria: FeedbackCriterion[];
  notes: string[];
  metrics: TextMetrics;
}

/** Below this many words a transcript says too little to judge clarity, structure or tone. */
export const MIN_WORDS = 15;
export const NO_FRAMES_NOTE = 'Nenhum quadro da câmera foi registrado: a presença não foi avaliada.';
export const IDEAL_WPM = { min: 110, max: 170 } as const;

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const pct = (n: number) => `${Math.round(n * 100)}%`;
const fmt = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

export const EMOTION_PT: Record<Emotion, string> = {
  HAPPY: 'Feliz',
  SAD: 'Triste',
  ANGRY: 'Raiva',
  CONFUSED: 'Confuso',
  DISGUSTED: 'Desgosto',
  SURPRISED: 'Surpreso',
  CALM: 'Calmo',
  UNKNOWN: 'Indefinida',
  FEAR: 'Medo',
};
const SENTIMENT_PT = { POSITIVE: 'positivo', NEGATIVE: 'negativo', NEUTRAL: 'neutro', MIXED: 'misto' } as const;

const wpmScore = (wpm: number) =>
  wpm < IDEAL_WPM.min
    ? clamp(((wpm - 40) / (IDEAL_WPM.min - 40)) * 100)
    : wpm > IDEAL_WPM.max
      ? clamp(((250 - wpm) / (250 - IDEAL_WPM.max)) * 100)
      : 100;

export const clarity = (m: TextMetrics): FeedbackCriterion => {
  const fillerScore = clamp(100 - 15 * m.fillerRate);
  const score = m.wpm === null ? fillerScore : clamp(0.5 * wpmScore(m.wpm) + 0.5 * fillerScore);
  const fillerList = Object.entries(m.fillersByWord).sort((a, b) => b[1] - a[1]);
  const fillerText =
    m.fillers === 0
      ? 'não usou vícios de linguagem'
      : `usou ${m.fillers} ${m.fillers === 1 ? 'vício' : 'vícios'} de linguagem (${fillerList.map(([w, n]) => `'${w}' ${n}×`).join(', ')}), ${fmt(m.fillerRate)} a cada 100 palavras`;
  const pace =
    m.wpm === null
      ? 'A duração da gravação não é conhecida, então só os vícios de linguagem contam'
      : `Você falou ${m.wpm} palavras por minuto (faixa ideal: ${IDEAL_WPM.min} a ${IDEAL_WPM.max})`;
  let tip = 'Seu ritmo e sua fala estão claros: mantenha as pausas curtas entre as ideias.';
  if (m.fillerRate > 2 && fillerList[0])
    tip = `Evite '${fillerList[0][0]}': quando precisar pensar, faça uma pausa em silêncio.`;
  else if (m.wpm !== null && m.wpm < IDEAL_WPM.min)
    tip = 'Fale um pouco mais rápido e sem pausas longas: ensaie o texto duas vezes antes de gravar.';
  else if (m.wpm !== null && m.wpm > IDEAL_WPM.max)
    tip = 'Fale mais devagar: respire ao fim de cada frase para o recrutador acompanhar.';
  return { key: 'clarity', label: 'Clareza', score, explanation: `${pace}; ${fillerText}.`, tip };
};

const STRUCTURE_PARTS = [
  {
    name: 'apresentação',
    phrases: [
      'meu nome é',
      'me chamo',
      'eu sou',
      'sou estudante',
      'estudante de',
      'estou cursando',
      'curso de',
      'me formei',
      'formad[oa] em',
      'tenho \\d+ anos',
    ],
    tip: 'Comece dizendo seu nome, seu curso e o período em que está.',
  },
  {
    name: 'experiência',
    phrases: [
      'experiências?',
      'trabalhei',
      'trabalho como',
      'estágio',
      'estagiei',
      'estagiári[oa]',
      'projetos?',
      'atuei',
      'desenvolvi',
      'participei',
      'voluntári[oa]',
      'liderei',
    ],
    tip: 'Cite uma experiência concreta (estágio, projeto ou trabalho voluntário) e o que você fez nela.',
  },
  {
    name: 'objetivos',
    phrases: [
      'objetivos?',
      'pretendo',
      'quero',
      'gostaria',
      'metas?',
      'futuro',
      'busco',
      'procuro',
      'almejo',
      'planejo',
      'carreira',
      'sonho',
    ],
    tip: 'Termine dizendo que vaga ou área você busca e por quê.',
  },
];

export const structure = (transcript: string): FeedbackCriterion => {
  const found = STRUCTURE_PARTS.map((part) => ({ part, match: findPhrase(transcript, part.phrases) }));
  const present = found.filter((f) => f.match);
  const missing = found.filter((f) => !f.match);
  const said = present.map((f) => `${f.part.name} ('${f.match}')`).join(', ');
  const explanation =
    present.length === 0
      ? `Encontramos 0 de ${STRUCTURE_PARTS.length} partes: faltaram apresentação, experiência e objetivos.`
      : `Encontramos ${present.length} de ${STRUCTURE_PARTS.length} partes: ${said}${missing.length ? `; faltou ${missing.map((f) => f.part.name).join(' e ')}` : ''}.`;
  return {
    key: 'structure',
    label: 'Estrutura',
    score: clamp((present.length / STRUCTURE_PARTS.length) * 100),
    explanation,
    tip:
      missing[0]?.part.tip ??
      'Sua apresentação tem começo, meio e fim: acrescente um resultado com números (ex.: o que um projeto melhorou).',
  };
};

export const positivity = (s: SentimentAnalysis): FeedbackCriterion => {
  const sc = s.SentimentScore;
  const score = clamp(100 * (sc.Positive + 0.7 * sc.Neutral + 0.5 * sc.Mixed));
  const list = (ws: string[]) =>
    ws
      .slice(0, 4)
      .map((w) => `'${w}'`)
      .join(', ');
  const wordsText = [
    s.positiveWords.length ? `palavras positivas: ${list(s.positiveWords)}` : '',
    s.negativeWords.length ? `negativas: ${list(s.negativeWords)}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const explanation = `Tom do texto: ${SENTIMENT_PT[s.Sentiment]} (positivo ${pct(sc.Positive)}, neutro ${pct(sc.Neutral)}, misto ${pct(sc.Mixed)}, negativo ${pct(sc.Negative)})${wordsText ? `; ${wordsText}` : ''}.`;
  const tip = s.negativeWords[0]
    ? `Troque expressões negativas como '${s.negativeWords[0]}' pelo que você aprendeu ou fez para resolver a situação.`
    : sc.Positive < 0.5
      ? 'Diga o que você gosta na área e o que o motiva: isso transmite entusiasmo.'
      : 'Continue mostrando entusiasmo, sempre com um exemplo do que você conquistou.';
  return { key: 'positivity', label: 'Positividade', score, explanation, tip };
};

const GOOD_EMOTIONS = new Set<Emotion>(['HAPPY', 'CALM', 'SURPRISED']);

export const presence = (face: FaceSummary): FeedbackCriterion => {
  const matchedFrames = face.per_frame.filter((f) => !f.flagged);
  const good = matchedFrames.filter((f) => GOOD_EMOTIONS.has(f.emotion)).length;
  const unknown = matchedFrames.filter((f) => f.emotion === 'UNKNOWN').length;
  const emotionShare = matchedFrames.length ? (good + 0.5 * unknown) / matchedFrames.length : 0;
  const score = clamp(100 * (0.6 * (face.matched / face.frames) + 0.4 * emotionShare));
  const meanSimilarity = matchedFrames.length
    ? matchedFrames.reduce((sum, f) => sum + (f.similarity ?? 0), 0) / matchedFrames.length
    : null;
  const counts = new Map<Emotion, number>();
  for (const f of matchedFrames) counts.set(f.emotion, (counts.get(f.emotion) ?? 0) + 1);
  const [topEmotion, topCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  const explanation =
    `Seu rosto foi reconhecido em ${face.matched} de ${face.frames} ${face.frames === 1 ? 'quadro' : 'quadros'}` +
    (meanSimilarity !== null ? ` (semelhança média com suas fotos: ${Math.round(meanSimilarity)}%)` : '') +
    (topEmotion
      ? `; expressão mais frequente: ${EMOTION_PT[topEmotion]} (${topCount} de ${matchedFrames.length})`
      : '') +
    `; ${Math.round(emotionShare * 100)}% dos quadros com expressão tranquila ou alegre.`;
  const tip =
    face.flagged > 0
      ? `Seu rosto não foi reconhecido em ${face.flagged} ${face.flagged === 1 ? 'quadro' : 'quadros'}: fique de frente para a câmera, com luz no rosto.`
      : emotionShare < 0.6
        ? 'Sorria ao começar e ao terminar: uma expressão tranquila passa confiança.'
        : 'Mantenha o olhar na câmera, como se falasse com o recrutador.';
  return { key: 'presence', label: 'Presença', score, explanation, tip };
};

/** Each question scores by how many of its subject words (stemmed) the answer mentions. */
export const coverage = (transcript: string, questions: string[]): FeedbackCriterion => {
  const said = new Set(words(transcript).map(stem));
  const perQuestion = questions.map((q, i) => {
    const keys = keywordStems(q);
    const needed = Math.max(1, Math.ceil(keys.length / 2));
    const hits = keys.filter((k) => said.has(k)).length;
    return { n: i + 1, question: q, score: keys.length === 0 ? 100 : clamp((Math.min(needed, hits) / needed) * 100) };
  });
  const covered = perQuestion.filter((q) => q.score >= 50);
  const firstGap = perQuestion.find((q) => q.score < 50);
  return {
    key: 'coverage',
    label: 'Cobertura das perguntas',
    score: clamp(perQuestion.reduce((sum, q) => sum + q.score, 0) / Math.max(1, perQuestion.length)),
    explanation: `Você abordou ${covered.length} de ${perQuestion.length} perguntas do roteiro (por pergunta: ${perQuestion.map((q) => `${q.n}: ${q.score}`).join(', ')}).`,
    tip: firstGap
      ? `Responda à pergunta ${firstGap.n} ('${firstGap.question}') com um exemplo concreto: situação, ação e resultado.`
      : 'Você respondeu a todas as perguntas: aprofunde cada uma com situação, tarefa, ação e resultado.',
  };
};

/** The built-in, transparent scorer: every number comes with what was measured and a tip. */
export const scoreWithRubric = (input: RubricInput): RubricResult => {
  const metrics = textMetrics(input.transcript, input.durationSeconds);
  const criteria: FeedbackCriterion[] = [];
  const notes: string[] = [];
  if (metrics.words >= MIN_WORDS) {
    criteria.push(clarity(metrics));
    if (input.kind === 'video_cv') criteria.push(structure(input.transcript));
    if (input.kind === 'interview' && input.questions.length > 0)
      criteria.push(coverage(input.transcript, input.questions));
    criteria.push(positivity(input.sentiment));
  } else {
    notes.push(
      metrics.words === 0
        ? 'Nenhuma transcrição disponível: clareza, conteúdo e tom da fala não foram avaliados.'
        : `A transcrição tem só ${metrics.words} palavras: clareza, conteúdo e tom da fala não foram avaliados.`,
    );
  }
  if (input.face && input.face.frames > 0) criteria.push(presence(input.face));
  else notes.push(NO_FRAMES_NOTE);
  return { criteria, notes, metrics };
};
