import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chartMessages } from '@portal/contracts';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.ts';

/** A stand-in for the university gateway; each test picks how it answers. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
const seen: Array<{ url: string; auth: string | undefined }> = [];
let server: Server;
let t: TestApp;
type S = Awaited<ReturnType<typeof loginAs>>;
let ana: S, admin: S;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const healthy: Handler = (req, res) => {
  if (req.url === '/ead/ecossistema/alunos/2024001/cursos') {
    return json(res, 200, [
      { nome: 'Engenharia Civil', id_matriz: 7 },
      { nome: 'Ciencia da Computacao', id_matriz: 42 },
    ]);
  }
  if (req.url === '/ead/educacional/alunos/2024001/matrizes/42/componentes') {
    return json(res, 200, {
      data: [
        { descricao: 'Atividades de ensino', carga_horaria_aproveitada: '12,5', carga_horaria_maxima: 40 },
        { descricao: 'Monitoria', carga_horaria_aproveitada: 0, carga_horaria_maxima: 20 },
      ],
    });
  }
  return json(res, 404, { message: 'não encontrado' });
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', auth: req.headers.authorization });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    UNIVERSITY_GATEWAY_URL: `http://127.0.0.1:${port}`,
    UNIVERSITY_GATEWAY_TOKEN: 'segredo',
    UNIVERSITY_GATEWAY_TIMEOUT_MS: '1500',
  });
  [ana, admin] = await Promise.all([loginAs(t.app, 'student'), loginAs(t.app, 'admin')]);
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const chart = () =>
  t.app.inject({ url: `/api/students/${ana.student_id}/complementary-activities`, headers: ana.headers });

describe('the chart from the university gateway', () => {
  it("reads the courses, picks the student's course and charts its matrix components", async () => {
    handler = healthy;
    seen.length = 0;
    const res = await chart();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      source: 'gateway',
      course: { name: 'Ciencia da Computacao' },
      data: [
        { descricao: 'Atividades de ensino', carga_horaria_aproveitada: 12.5, carga_horaria_maxima: 40 },
        { descricao: 'Monitoria', carga_horaria_aproveitada: 0, carga_horaria_maxima: 20 },
      ],
    });
    expect(seen).toEqual([
      { url: '/ead/ecossistema/alunos/2024001/cursos', auth: 'Bearer segredo' },
      { url: '/ead/educacional/alunos/2024001/matrizes/42/componentes', auth: 'Bearer segredo' },
    ]);
    // The embedded table is not consulted when a gateway is configured.
    expect(res.body).not.toContain('Atividades de extensão');
  });

  it('answers no course when the gateway knows none', async () => {
    handler = (_req, res) => json(res, 404, {});
    expect((await chart()).json()).toEqual({ source: 'gateway', course: null, data: [] });
    handler = (_req, res) => json(res, 200, []);
    expect((await chart()).json()).toEqual({ source: 'gateway', course: null, data: [] });
  });

  it('answers 503 with a clear message when the gateway is too slow or down', async () => {
    handler = (_req, res) => setTimeout(() => json(res, 200, []), 4000);
    const slow = await chart();
    expect(slow.statusCode).toBe(503);
    expect(slow.json().errors[0].message).toBe(chartMessages.gatewayUnavailable);
    handler = (_req, res) => json(res, 503, {});
    expect((await chart()).statusCode).toBe(503);
    handler = (req) => req.socket.destroy();
    expect((await chart()).statusCode).toBe(503);
  });

  it('answers 502 with a clear message for answers it cannot read', async () => {
    const bad: Handler[] = [
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>manutenção</html>');
      },
      (_req, res) => json(res, 500, { erro: 'interno' }),
      (_req, res) => json(res, 401, {}),
      (_req, res) => json(res, 200, { cursos: 'nenhum' }),
      (_req, res) => json(res, 200, [{ nome: 'Sem matriz' }]),
      (req, res) =>
        req.url?.endsWith('/cursos')
          ? json(res, 200, [{ nome: 'X', matriz_id: '9' }])
          : json(res, 200, [{ carga_horaria_maxima: 1 }]),
      (req, res) =>
        req.url?.endsWith('/cursos')
          ? json(res, 200, [{ nome: 'X', matriz_id: '9' }])
          : json(res, 200, [{ descricao: 'A', carga_horaria_aproveitada: -3, carga_horaria_maxima: 1 }]),
    ];
    for (const h of bad) {
      handler = h;
      const res = await chart();
      expect(res.statusCode).toBe(502);
      expect(res.json().errors[0].message).toBe(chartMessages.gatewayBadAnswer);
    }
  });

  it('keeps the access rules before calling the gateway', async () => {
    handler = healthy;
    seen.length = 0;
    const bruno = await loginAs(t.app, 'student2');
    expect(
      (await t.app.inject({ url: `/api/students/${ana.student_id}/complementary-activities`, headers: bruno.headers }))
        .statusCode,
    ).toBe(404);
    expect(seen).toEqual([]);
    expect(
      (await t.app.inject({ url: `/api/students/${ana.student_id}/complementary-activities`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
  });
});

it('answers 503 when nothing listens at the gateway address', async () => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  const down = await createTestApp({ UNIVERSITY_GATEWAY_URL: `http://127.0.0.1:${port}` });
  try {
    const student = await loginAs(down.app, 'student');
    const res = await down.app.inject({
      url: `/api/students/${student.student_id}/complementary-activities`,
      headers: student.headers,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().errors[0].message).toBe(chartMessages.gatewayUnavailable);
  } finally {
    await down.close();
  }
});
