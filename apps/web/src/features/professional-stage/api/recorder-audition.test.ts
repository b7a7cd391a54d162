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
  face_analysis: true,
  has_captions: false,
  created_at: '2026-11-23T00:00:00.000Z',
  updated_at: '2026-11-23T00:00:00.000Z',
});

/**
 * A browser enough for apiFetch and the draft: localStorage, timers and a fake API. Its answers
 * wait for `release()` when `held`, so a test decides what happens while a request is on its way.
 */
const browser = (held = false) => {
  stored.clear();
  const calls: string[] = [];
  let nextId = 1;
  const auditions = new Map<number, Audition>();
  let release: () => void = () => undefined;
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push(`${init.method ?? 'GET'} ${url}`);
    await gate;
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
  return { calls, auditions, release: () => release() };
};

describe('the recorder audition', () => {
  beforeEach(() => stored.clear());
  afterAll(() => vi.unstubAllGlobals());

  it('is created once when the page asks again while the first POST is on its way (a remount)', async () => {
    const { calls, release } = browser(true);
    const first = recorderAudition(71, null);
    await vi.waitFor(() => expect(calls).toEqual(['POST /api/stage/auditions']));
    const second = recorderAudition(71, null);
    release();
    const [a, b] = await Promise.all([first, second]);
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
