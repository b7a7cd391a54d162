/** What a script writer may use of a job. */
export interface JobForScript {
  title: string;
  company: string;
  description: string;
  requirements: string | null;
  assignments: string | null;
  experience_level: string | null;
}

/** Writes the questions of a simulated interview; an LLM adapter can replace the templates. */
export interface ScriptWriter {
  readonly name: 'template' | 'llm';
  write(job: JobForScript): Promise<string[]>;
}

export const MIN_QUESTIONS = 8;
export const MAX_QUESTIONS = 10;

/** Trailing punctuation and spaces go one character at a time: a job text of 50k spaces stays linear. */
const trimTrailingPunctuation = (text: string): string => {
  let end = text.length;
  while (end > 0 && /[.:;,\s]/.test(text[end - 1]!)) end--;
  return text.slice(0, end);
};

/** 'Excel avançado; - Inglês. 1) SQL' -> ['Excel avançado', 'Inglês', 'SQL']: the items of a free-text list. */
export const listItems = (text: string | null): string[] => {
  const seen = new Set<string>();
  return (text ?? '')
    .split(/\r?\n|;|•|\.\s+/)
    .map((part) => trimTrailingPunctuation(part.replace(/^\s*(?:[-*–]|\d+[.)])\s*/, '')).trim())
    .filter((part) => part.length >= 3 && part.length <= 140)
    .filter((part) => {
      const key = part.toLocaleLowerCase('pt-BR');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
};

/**
 * The offline writer: the same job always gets the same 8 to 10 questions, built from its title,
 * requirements, tasks and experience level, with general behavioural questions to fill in.
 */
export const templateQuestions = (job: JobForScript): string[] => {
  const { title, company } = job;
  const specific = [
    `Conte um pouco sobre sua trajetória e o que motivou você a se candidatar à vaga de ${title} na ${company}.`,
    ...listItems(job.requirements)
      .slice(0, 3)
      .map((r) => `Um dos requisitos da vaga é “${r}”. Conte uma situação concreta em que você mostrou isso.`),
    ...listItems(job.assignments)
      .slice(0, 2)
      .map(
        (a) => `Uma das atribuições da vaga é “${a}”. Como você se organizaria para realizá-la nas primeiras semanas?`,
      ),
    ...(job.experience_level?.trim()
      ? [
          `A vaga é de nível ${job.experience_level.trim()}. Quais experiências acadêmicas, de estágio ou de projetos preparam você para esse nível?`,
        ]
      : []),
  ];
  const general = [
    'Conte sobre um desafio que você enfrentou em um trabalho em equipe e como contribuiu para resolvê-lo.',
    'Fale de um erro que você cometeu em um projeto ou trabalho e do que aprendeu com ele.',
    'Como você organiza seu tempo quando tem várias entregas com prazos próximos?',
    `O que você sabe sobre a ${company} e o que mais chama sua atenção na empresa?`,
    'Onde você se vê profissionalmente daqui a dois anos e como esta vaga se encaixa nesse plano?',
    'Qual conquista acadêmica ou profissional você considera mais importante até hoje, e por quê?',
  ];
  const closing = `Que pergunta você gostaria de fazer à equipe da ${company} sobre a vaga de ${title}?`;
  return [...specific, ...general].slice(0, MAX_QUESTIONS - 1).concat(closing);
};

export const templateWriter: ScriptWriter = { name: 'template', write: async (job) => templateQuestions(job) };

/** Numbered lines, one question per line (docs/spec/03-entities.md#interview-script). */
export const toScript = (questions: string[]): string => questions.map((q, i) => `${i + 1}. ${q}`).join('\n');
export const fromScript = (script: string): string[] =>
  script
    .split('\n')
    .map((line) => line.replace(/^\s*\d+[.)]\s*/, '').trim())
    .filter(Boolean);
