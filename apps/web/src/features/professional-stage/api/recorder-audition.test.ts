import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Audition } from '@portal/contracts';

// The session module listens to other tabs when it loads: a window must exist before the import.
const stored = new Map<string, string>();
vi.stubGlobal('window', {
  setTimeout,
  clearTimeout,
  addEventListener: () => undefined,
  localStorage: {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  },
});
const { recorderAudition } = await import('./recorder-audition');

const audition = (id: number, fileKey: string | null = null): Audition => ({
  id,
  code: `code-${id}`,
  user_id: 1,
  project_id: 2,
  activity_id: 71,
  activity: { id: 71, project_id: 2, title: 'Videocurrículo', description: '' },
  job_id: null,
  job: null,
  file_key: fileKey,
  file_url: null,
  published: false,
  submitted_at: null,
  analysis_state: null,
  analysis_reason: null,
  gpt_avg: null,
  gpt_feedback: null,
  comprehend_sentiment: null,
  comprehend_feedback: null,
  dominant_emotion: null,
  dominant_emotion_confidence: null,
  created_at: '2026-11-23T00:00:00.000Z',
  updated_at: '2026-11-23T00:00:00.000Z',
});

/** A browser enough for apiFetch and the draft: localStorage, timers and a fake API. */
const browser = () => {
  stored.clear();
  const calls: string[] = [];
  let nextId = 1;
  const auditions = new Map<number, Audition>();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (init.method === 'POST') {
      const created = audition(nextId++);
      auditions.set(created.id, created);
      return json(201, created);
    }
    const found = auditions.get(Number(url.split('/').pop()));
    return found ? json(200, found) : json(404, { errors: [{ message: 'Não encontrada' }] });
  });
  return { calls, auditions };
};

describe('the recorder audition', () => {
  beforeEach(() => stored.clear());
  afterAll(() => vi.unstubAllGlobals());

  it('is created once when the page asks twice at the same time (a remount)', async () => {
    const { calls } = browser();
    const [a, b] = await Promise.all([recorderAudition(71, null), recorderAudition(71, null)]);
    expect(a.id).toBe(b.id);
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /api/stage/auditions']);
  });

  it('reuses the kept draft afterwards, and creates a new one once the draft was sent', async () => {
    const { calls, auditions } = browser();
    const first = await recorderAudition(71, null);
    expect((await recorderAudition(71, null)).id).toBe(first.id);
    expect(calls).toEqual(['POST /api/stage/auditions', `GET /api/stage/auditions/${first.id}`]);
    auditions.set(first.id, audition(first.id, 'stage/1/video.webm'));
    expect((await recorderAudition(71, null)).id).not.toBe(first.id);
  });
});
