/** Demo content (docs/spec/15-demo-data.md#content): realistic Portuguese data for trying every screen. */
export const KNOWLEDGE_AREAS = [
  'Tecnologia da Informação',
  'Engenharia',
  'Administração',
  'Saúde',
  'Educação',
  'Direito',
  'Comunicação e Marketing',
  'Design',
  'Finanças e Contabilidade',
  'Recursos Humanos',
];

export const COURSES: Array<[string, string]> = [
  ['Ciência da Computação', 'Tecnologia da Informação'],
  ['Engenharia de Software', 'Tecnologia da Informação'],
  ['Administração', 'Administração'],
  ['Direito', 'Direito'],
  ['Enfermagem', 'Saúde'],
  ['Design Gráfico', 'Design'],
  ['Ciências Contábeis', 'Finanças e Contabilidade'],
  ['Engenharia Civil', 'Engenharia'],
];

export const CONTRACT_TYPES = ['CLT', 'Estágio', 'PJ', 'Trainee', 'Temporário', 'Jovem Aprendiz'];
export const EVENT_TYPES = ['Congresso', 'Curso', 'Workshop', 'Palestra'];

export const TERM_ALUNO = `<h2>Termos e Condições de Uso para Estudantes</h2>
<p>Ao utilizar o Portal de Oportunidades você concorda em manter seus dados verdadeiros e atualizados.</p>
<ul>
<li>Seu currículo é compartilhado com as empresas às vagas das quais você se candidatar.</li>
<li>Itens marcados como não divulgados não são exibidos a empresas nem na página pública.</li>
<li>Fotos de rosto e vídeos do Palco Profissional são dados pessoais sensíveis (LGPD) e são usados apenas para gerar feedback.</li>
<li>Você pode solicitar a exportação ou a exclusão dos seus dados a qualquer momento.</li>
</ul>`;

export const TERM_EMPRESA = `<h2>Termos e Condições de Uso para Empresas</h2>
<p>A empresa se compromete a publicar apenas vagas reais, com informações corretas sobre remuneração e atividades.</p>
<ul>
<li>Os dados dos candidatos são usados exclusivamente para o processo seletivo da vaga.</li>
<li>É proibido discriminar candidatos por gênero, raça, religião, orientação sexual ou deficiência.</li>
<li>O escritório de carreiras pode desativar vagas e contas que descumpram estes termos.</li>
</ul>`;

export const ACTIVITIES = [
  {
    id: 71,
    title: 'Videocurrículo',
    description: 'Grave um vídeo de até 7 minutos apresentando sua formação, experiências e objetivos profissionais.',
    items: <Array<[string, string]>>[
      ['Apresentação', 'Diga seu nome, curso e período.'],
      ['Experiências', 'Conte sobre estágios, projetos e trabalhos voluntários.'],
      ['Objetivos', 'Explique onde você quer chegar e que tipo de oportunidade procura.'],
    ],
  },
  {
    id: 72,
    title: 'Entrevista simulada',
    description: 'Responda às perguntas de uma entrevista para uma vaga real do portal.',
    items: <Array<[string, string]>>[
      ['Ambiente', 'Escolha um lugar silencioso e bem iluminado.'],
      ['Respostas', 'Responda a cada pergunta com exemplos concretos.'],
      ['Postura', 'Olhe para a câmera e fale com calma.'],
    ],
  },
];

export const ORIENTATIONS: Array<[string, string]> = [
  [
    'Como montar um currículo de destaque',
    'Oficina do escritório de carreiras com modelos de currículo, dicas de escrita e os erros mais comuns que eliminam candidatos na triagem.',
  ],
  [
    'Processo seletivo de estágio: passo a passo',
    'Entenda cada etapa: inscrição, testes on-line, dinâmicas de grupo e entrevistas com gestores. Inclui um calendário dos principais programas do ano.',
  ],
  [
    'Curso gratuito de Excel para iniciantes',
    'Aprenda fórmulas, tabelas dinâmicas e gráficos em 10 aulas curtas, com certificado de horas complementares.',
  ],
  [
    'Entrevista por vídeo: como se preparar',
    'Iluminação, enquadramento, áudio e como responder às perguntas comportamentais mais frequentes.',
  ],
];

export const JOB_TITLES: Array<[string, string, string]> = [
  ['Desenvolvedor(a) Front-end React', 'Tecnologia da Informação', 'CLT'],
  ['Estágio em Programação', 'Tecnologia da Informação', 'Estágio'],
  ['Analista de Dados Júnior', 'Tecnologia da Informação', 'CLT'],
  ['Engenheiro(a) de Software Pleno', 'Tecnologia da Informação', 'PJ'],
  ['Estágio em Administração', 'Administração', 'Estágio'],
  ['Assistente de Marketing Digital', 'Comunicação e Marketing', 'CLT'],
  ['Designer de Experiência (UX/UI)', 'Design', 'PJ'],
  ['Técnico(a) de Enfermagem', 'Saúde', 'CLT'],
  ['Analista de Recursos Humanos', 'Recursos Humanos', 'CLT'],
  ['Contador(a) Júnior', 'Finanças e Contabilidade', 'CLT'],
  ['Estágio em Engenharia Civil', 'Engenharia', 'Estágio'],
  ['Analista de Suporte Técnico', 'Tecnologia da Informação', 'CLT'],
  ['Programador(a) Back-end Node.js', 'Tecnologia da Informação', 'CLT'],
  ['Cientista de Dados', 'Tecnologia da Informação', 'PJ'],
  ['Auxiliar Administrativo', 'Administração', 'Temporário'],
  ['Trainee em Logística', 'Administração', 'Trainee'],
  ['Analista Financeiro', 'Finanças e Contabilidade', 'CLT'],
  ['Redator(a) Publicitário', 'Comunicação e Marketing', 'PJ'],
  ['Estágio em Direito', 'Direito', 'Estágio'],
  ['Jovem Aprendiz em Atendimento', 'Administração', 'Jovem Aprendiz'],
];

export const PLACES: Array<[string, string]> = [
  ['São Paulo', 'SP'],
  ['Campinas', 'SP'],
  ['Rio de Janeiro', 'RJ'],
  ['Belo Horizonte', 'MG'],
  ['Curitiba', 'PR'],
  ['Porto Alegre', 'RS'],
  ['Florianópolis', 'SC'],
  ['Salvador', 'BA'],
  ['Recife', 'PE'],
  ['Fortaleza', 'Ceará'],
  ['Brasília', 'DF'],
  ['Goiânia', 'GO'],
  ['Manaus', 'AM'],
  ['Belém', 'PA'],
  ['São José dos Campos', 'SP'],
  ['Niterói', 'RJ'],
  ['Uberlândia', 'MG'],
  ['Londrina', 'PR'],
  ['Natal', 'RN'],
  ['Lisboa', 'EX'],
];

export const WORK_MODES = ['Presencial', 'Híbrido', 'Remoto'];
export const LEVELS = ['Estágio', 'Júnior', 'Pleno', 'Sênior'];

/** The office's default synonyms of the student search: as shown, and accent- and case-free. */
export const SEARCH_SYNONYMS: Array<{ terms: string[]; normalized: string[] }> = [
  { terms: ['dev', 'desenvolvedor'], normalized: ['dev', 'desenvolvedor'] },
  { terms: ['TI', 'tecnologia da informação'], normalized: ['ti', 'tecnologia da informacao'] },
  { terms: ['estágio', 'estagiário'], normalized: ['estagio', 'estagiario'] },
  { terms: ['RH', 'recursos humanos'], normalized: ['rh', 'recursos humanos'] },
];
