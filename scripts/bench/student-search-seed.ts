// Realistic jobs for the student-search benchmark: Portuguese titles from combinations, all 27
// states with their main cities, ~10 % closed, two years of dates. Bulk SQL: 100k rows in seconds.
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';

/** Skewed on purpose: 'Analista' is a common word (~1 in 5 titles), 'Oceanografia' a rare one. */
const ROLES = [
  'Analista',
  'Analista',
  'Analista',
  'Analista',
  'Desenvolvedor',
  'Desenvolvedora',
  'Assistente',
  'Auxiliar',
  'Técnico',
  'Estágio em',
  'Estagiário de',
  'Engenheiro',
  'Engenheira',
  'Coordenador',
  'Gerente',
  'Consultor',
  'Programador',
  'Especialista em',
  'Supervisor de',
  'Atendente',
  'Designer',
  'Trainee em',
];
const AREAS = [
  'Programação',
  'Dados',
  'Sistemas',
  'Software',
  'Front-end',
  'Back-end',
  'Marketing Digital',
  'Recursos Humanos',
  'Logística',
  'Finanças',
  'Contabilidade',
  'Produção',
  'Qualidade',
  'Manutenção',
  'Vendas',
  'Atendimento ao Cliente',
  'Comunicação',
  'Engenharia Civil',
  'Segurança da Informação',
  'Infraestrutura',
  'Saúde',
  'Educação',
  'Jurídico',
  'Compras',
  'Administração',
  'Nutrição',
  'Enfermagem',
  'Elétrica',
  'Mecânica',
  'Química',
  'Suporte Técnico',
  'Redes',
];
const LEVELS = ['', 'Júnior', 'Pleno', 'Sênior', 'I', 'II', 'Trainee', ''];
const CITIES: Array<[string, string]> = [
  ['Rio Branco', 'AC'],
  ['Cruzeiro do Sul', 'AC'],
  ['Maceió', 'AL'],
  ['Arapiraca', 'AL'],
  ['Macapá', 'AP'],
  ['Santana', 'AP'],
  ['Manaus', 'AM'],
  ['Parintins', 'AM'],
  ['Salvador', 'BA'],
  ['Feira de Santana', 'BA'],
  ['Vitória da Conquista', 'BA'],
  ['Fortaleza', 'Ceará'],
  ['Juazeiro do Norte', 'Ceará'],
  ['Sobral', 'Ceará'],
  ['Brasília', 'DF'],
  ['Taguatinga', 'DF'],
  ['Vitória', 'ES'],
  ['Vila Velha', 'ES'],
  ['Serra', 'ES'],
  ['Goiânia', 'GO'],
  ['Anápolis', 'GO'],
  ['Rio Verde', 'GO'],
  ['São Luís', 'MA'],
  ['Imperatriz', 'MA'],
  ['Cuiabá', 'MT'],
  ['Rondonópolis', 'MT'],
  ['Campo Grande', 'MS'],
  ['Dourados', 'MS'],
  ['Belo Horizonte', 'MG'],
  ['Uberlândia', 'MG'],
  ['Juiz de Fora', 'MG'],
  ['Contagem', 'MG'],
  ['Montes Claros', 'MG'],
  ['Belém', 'PA'],
  ['Santarém', 'PA'],
  ['Marabá', 'PA'],
  ['João Pessoa', 'PB'],
  ['Campina Grande', 'PB'],
  ['Curitiba', 'PR'],
  ['Londrina', 'PR'],
  ['Maringá', 'PR'],
  ['Ponta Grossa', 'PR'],
  ['Cascavel', 'PR'],
  ['Recife', 'PE'],
  ['Jaboatão dos Guararapes', 'PE'],
  ['Caruaru', 'PE'],
  ['Petrolina', 'PE'],
  ['Teresina', 'PI'],
  ['Parnaíba', 'PI'],
  ['Rio de Janeiro', 'RJ'],
  ['Niterói', 'RJ'],
  ['Duque de Caxias', 'RJ'],
  ['Nova Iguaçu', 'RJ'],
  ['Petrópolis', 'RJ'],
  ['Natal', 'RN'],
  ['Mossoró', 'RN'],
  ['Porto Alegre', 'RS'],
  ['Caxias do Sul', 'RS'],
  ['Pelotas', 'RS'],
  ['Santa Maria', 'RS'],
  ['Porto Velho', 'RO'],
  ['Ji-Paraná', 'RO'],
  ['Boa Vista', 'RR'],
  ['Florianópolis', 'SC'],
  ['Joinville', 'SC'],
  ['Blumenau', 'SC'],
  ['Chapecó', 'SC'],
  ['São Paulo', 'SP'],
  ['São Paulo', 'SP'],
  ['São Paulo', 'SP'],
  ['Campinas', 'SP'],
  ['Guarulhos', 'SP'],
  ['São Bernardo do Campo', 'SP'],
  ['Santo André', 'SP'],
  ['Osasco', 'SP'],
  ['Ribeirão Preto', 'SP'],
  ['Sorocaba', 'SP'],
  ['São José dos Campos', 'SP'],
  ['Santos', 'SP'],
  ['São José do Rio Preto', 'SP'],
  ['Bauru', 'SP'],
  ['Piracicaba', 'SP'],
  ['Aracaju', 'SE'],
  ['Lagarto', 'SE'],
  ['Palmas', 'TO'],
  ['Araguaína', 'TO'],
  ['Lisboa', 'EX'],
  ['Porto', 'EX'],
];
const WORDS = [
  'colaborativo',
  'clientes',
  'processos',
  'indicadores',
  'relatórios',
  'planejamento',
  'melhoria contínua',
  'projetos',
  'equipe multidisciplinar',
  'metodologias ágeis',
  'atendimento',
  'qualidade',
  'documentação',
  'inovação',
  'resultados',
];

const arr = (items: string[]) => sql.raw(`ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * Adds `jobs` rows (and 1 company per 50 jobs). Titles: role + area + level, plus a rare 'Oceanografia' 1 in 2,000.
 * Every job is of the first knowledge area, unless `spreadAreas` (the recommendations' bench) spreads them over all.
 */
export const seedStudentSearchJobs = async (db: Db, jobs: number, { spreadAreas = false } = {}): Promise<void> => {
  const area = spreadAreas
    ? sql.raw(
        `(select array_agg(id order by id) from knowledge_areas)[1 + (g * 17) % (select count(*) from knowledge_areas)]`,
      )
    : sql.raw(`(select min(id) from knowledge_areas)`);
  const companies = Math.max(10, Math.ceil(jobs / 50));
  await db.execute(sql`insert into users (name, email, password_hash, role_id)
    select 'Recrutador ' || g, 'recrutador' || g || '@bench.com.br', 'x', 2 from generate_series(1, ${Math.ceil(companies / 5)}) g`);
  await db.execute(sql`insert into companies (user_id, name, numero_registro, about, area, email_curriculum, site, employees_number)
    select u.id, 'Empresa Bench ' || g, 'REG-' || g, 'Empresa de médio porte com atuação nacional.', 'Serviços',
      'cv' || g || '@bench.com.br', 'https://empresa' || g || '.com.br', 10 + g % 990
    from generate_series(1, ${companies}) g join users u on u.email = 'recrutador' || (1 + (g % ${Math.ceil(companies / 5)})) || '@bench.com.br'`);
  // Pseudo-random but reproducible picks: multiplicative hashes of the row number.
  await db.execute(sql`
    with r as (select g, ${arr(ROLES)} roles, ${arr(AREAS)} areas, ${arr(LEVELS)} levels, ${arr(CITIES.map((c) => c[0]))} cities,
      ${arr(CITIES.map((c) => c[1]))} states, ${arr(WORDS)} words, (select min(id) from companies where name like 'Empresa Bench %') c0
      from generate_series(1::bigint, ${jobs}::bigint) g)
    insert into jobs (title, status, state, city, description, assignments, requirements, department, experience_level, work_mode,
      employment_type, companies_id, knowledge_areas_id, contract_types_id, remuneration_initial, remuneration_final, created_at)
    select case when g % 2000 = 7 then 'Pesquisador em Oceanografia' else
        trim(roles[(1 + (g * 7919) % array_length(roles, 1))::int] || ' ' || areas[(1 + (g * 104729) % array_length(areas, 1))::int] || ' ' ||
        levels[(1 + (g * 31) % array_length(levels, 1))::int]) end,
      case when g % 10 = 3 then 2 else 1 end,
      states[(1 + (g * 613) % array_length(cities, 1))::int], cities[(1 + (g * 613) % array_length(cities, 1))::int],
      'Buscamos profissional para atuar com ' || words[(1 + g % 15)::int] || ', ' || words[(1 + (g * 3) % 15)::int] || ' e ' || words[(1 + (g * 7) % 15)::int] ||
        '. Você fará parte de um time ' || words[(1 + (g * 11) % 15)::int] || ', com plano de desenvolvimento, mentoria e contato direto com clientes. ' ||
        'Oferecemos ambiente inclusivo, horário flexível e oportunidades reais de crescimento na carreira.',
      'Executar as entregas da área; documentar processos; propor melhorias.', 'Formação na área ou cursando; boa comunicação.',
      areas[(1 + (g * 104729) % array_length(areas, 1))::int], (array['Estágio','Júnior','Pleno','Sênior'])[(1 + g % 4)::int],
      (array['Presencial','Híbrido','Remoto'])[(1 + g % 3)::int], (array['CLT','PJ','Estágio'])[(1 + g % 3)::int],
      c0 + (g % ${companies})::int, ${area}, (select min(id) from contract_types),
      1500 + (g % 40) * 250, 3000 + (g % 40) * 250, now() - ((g * 7) % 1051200 || ' minutes')::interval
    from r`);
  await db.execute(sql`analyze jobs`);
};
