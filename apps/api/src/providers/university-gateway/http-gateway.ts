import type { ChartItem } from '@portal/contracts';
import { GatewayError, type GatewayCourse, type UniversityGateway } from './university-gateway.ts';

export interface HttpGatewayConfig {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
}

type Json = unknown;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Lists come bare or wrapped ({ data: [...] }), as gateways differ. */
const listOf = (body: Json, what: string): Record<string, unknown>[] => {
  const list = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list) || list.some((x) => typeof x !== 'object' || x === null))
    throw new GatewayError('bad_answer', `${what}: lista esperada`);
  return list as Record<string, unknown>[];
};

const firstOf = (o: Record<string, unknown>, keys: string[]): unknown =>
  keys.map((k) => o[k]).find((v) => v !== undefined && v !== null && v !== '');

/** Hours as numbers, also from text such as "12,5". */
const hours = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' ? Number(v.trim().replace(',', '.')) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
};

/**
 * The HTTP adapter: GET {base}/ead/ecossistema/alunos/{ra}/cursos, then
 * GET {base}/ead/educacional/alunos/{ra}/matrizes/{matrix_id}/componentes. Every failure becomes a
 * GatewayError, so the API answers 502/503 with a clear message, never 500.
 */
export const createHttpGateway = (config: HttpGatewayConfig): UniversityGateway => {
  const base = config.baseUrl.replace(/\/+$/, '');

  const get = async (path: string): Promise<Json | null> => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        headers: { accept: 'application/json', ...(config.token && { authorization: `Bearer ${config.token}` }) },
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'error',
      });
    } catch {
      throw new GatewayError('unavailable', `sem resposta de ${path}`);
    }
    try {
      if (res.status === 404) return null;
      if (res.status >= 500)
        throw new GatewayError(
          res.status === 503 || res.status === 504 ? 'unavailable' : 'bad_answer',
          `HTTP ${res.status}`,
        );
      if (!res.ok) throw new GatewayError('bad_answer', `HTTP ${res.status}`);
      const text = await res.text();
      if (text.length > MAX_BODY_BYTES) throw new GatewayError('bad_answer', 'resposta grande demais');
      return JSON.parse(text) as Json;
    } catch (err) {
      if (err instanceof GatewayError) throw err;
      // A body cut by the timeout is a missing answer; anything else is an unreadable one.
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError'))
        throw new GatewayError('unavailable', 'tempo esgotado');
      throw new GatewayError('bad_answer', 'JSON inválido');
    }
  };

  return {
    async courses(ra: string): Promise<GatewayCourse[]> {
      const body = await get(`/ead/ecossistema/alunos/${encodeURIComponent(ra)}/cursos`);
      if (body === null) return [];
      return listOf(body, 'cursos').map((c) => {
        const matrix =
          firstOf(c, ['matriz_id', 'id_matriz', 'matrix_id', 'idMatriz', 'id_matriz_curricular']) ??
          (c.matriz as { id?: unknown } | undefined)?.id;
        const name = firstOf(c, ['nome', 'nome_curso', 'curso', 'descricao', 'name']);
        if ((typeof matrix !== 'number' && typeof matrix !== 'string') || String(matrix).trim() === '')
          throw new GatewayError('bad_answer', 'curso sem matriz');
        return { name: typeof name === 'string' ? name : '', matrixId: String(matrix).trim() };
      });
    },

    async components(ra: string, matrixId: string): Promise<ChartItem[]> {
      const body = await get(
        `/ead/educacional/alunos/${encodeURIComponent(ra)}/matrizes/${encodeURIComponent(matrixId)}/componentes`,
      );
      if (body === null) return [];
      return listOf(body, 'componentes').map((m) => {
        const used = hours(m.carga_horaria_aproveitada);
        const max = hours(m.carga_horaria_maxima);
        if (typeof m.descricao !== 'string' || !m.descricao.trim() || used === null || max === null)
          throw new GatewayError('bad_answer', 'modalidade inválida');
        return { descricao: m.descricao.trim(), carga_horaria_aproveitada: used, carga_horaria_maxima: max };
      });
    },
  };
};
