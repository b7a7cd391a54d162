import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

/** The full resume of RA 2024001, with one hidden experience to show visibility rules. */
export const seedResume = async (db: Db, studentId: number, eventTypes: Map<string, number>): Promise<void> => {
  await db
    .update(t.students)
    .set({
      profile:
        'Estudante de Ciência da Computação apaixonada por desenvolvimento web e dados. Procuro estágio em engenharia de software onde possa aprender com o time e entregar valor desde o primeiro mês.',
      link_lattes: 'http://lattes.cnpq.br/0000000000000001',
      birthday: '2003-05-14',
      phone: '(11) 98765-4321',
      cep: '01310-100',
      state: 'SP',
      city: 'São Paulo',
      address: 'Avenida Paulista',
      number: '1000',
    })
    .where(eq(t.students.id, studentId));
  await db
    .insert(t.skills)
    .values(
      ['TypeScript', 'React', 'SQL', 'Comunicação', 'Inglês avançado'].map((name) => ({ name, student_id: studentId })),
    );
  await db.insert(t.professionalExperiences).values([
    {
      student_id: studentId,
      company_name: 'Laboratório de Inovação da Universidade',
      city: 'São Paulo',
      state: 'SP',
      department: 'Pesquisa',
      role: 'Bolsista de iniciação científica',
      description: 'Desenvolvimento de painéis de dados sobre evasão escolar com Python e PostgreSQL.',
      started: '2023-03-01',
      finished: '2024-02-28',
      visible: 1,
    },
    {
      student_id: studentId,
      company_name: 'Loja Bom Preço',
      city: 'Osasco',
      state: 'SP',
      department: 'Atendimento',
      role: 'Atendente',
      description: 'Atendimento ao cliente e controle de estoque.',
      started: '2021-01-10',
      finished: '2021-12-20',
      visible: 0,
    },
  ]);
  await db.insert(t.events).values([
    {
      student_id: studentId,
      id_event_type: eventTypes.get('Congresso'),
      title: 'Congresso Brasileiro de Software',
      sponsor: 'Sociedade Brasileira de Computação',
      started: '2024-09-10',
      finished: '2024-09-13',
      visible: 1,
    },
    {
      student_id: studentId,
      id_event_type: eventTypes.get('Curso'),
      title: 'Curso de Acessibilidade na Web',
      sponsor: 'Escola Virtual',
      started: '2024-04-01',
      finished: '2024-05-15',
      visible: 1,
    },
    {
      student_id: studentId,
      id_event_type: eventTypes.get('Workshop'),
      title: 'Workshop de Git e GitHub',
      sponsor: 'Centro Acadêmico',
      started: '2023-08-19',
      finished: '2023-08-19',
      visible: 1,
    },
  ]);
  // The 'Atividades Complementares' chart when no university gateway is configured.
  await db.insert(t.complementaryActivities).values(
    (
      [
        ['Atividades de ensino', 42, 60],
        ['Atividades de pesquisa', 30, 60],
        ['Atividades de extensão', 60, 60],
        ['Eventos científicos e culturais', 18, 40],
        ['Representação estudantil', 0, 20],
      ] as const
    ).map(([descricao, used, max]) => ({
      student_id: studentId,
      descricao,
      carga_horaria_aproveitada: used,
      carga_horaria_maxima: max,
    })),
  );
};
