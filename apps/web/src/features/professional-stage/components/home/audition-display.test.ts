import { describe, expect, it } from 'vitest';
import { analysisStatus, dominantEmotion, hasFeedback, parseFeedback, shortCode } from './audition-display';

describe('audition display', () => {
  it('cuts codes after 12 characters', () => {
    expect(shortCode('abcdefghijkl')).toBe('abcdefghijkl');
    expect(shortCode('abcdefghijklm')).toBe('abcdefghijkl...');
  });

  it('picks the most confident emotion with two decimals', () => {
    expect(dominantEmotion([])).toBeNull();
    expect(
      dominantEmotion([
        { emotion: 'CALM', emotion_confidence: 61.5 },
        { emotion: 'HAPPY', emotion_confidence: '97.254' },
        { emotion: null, emotion_confidence: 99 },
      ]),
    ).toEqual({ label: 'Feliz', percent: '97.25%' });
  });

  it('reads feedback lines as bars out of 100, the average apart', () => {
    expect(parseFeedback('Clareza: 80\nPostura: 65,5\nMédia: 72\nContinue praticando.')).toEqual([
      { label: 'Clareza', value: 80, average: false },
      { label: 'Postura', value: 65.5, average: false },
      { label: 'Média', value: 72, average: true },
      { label: 'Continue praticando.', value: null, average: false },
    ]);
    expect(parseFeedback('Excesso: 140')[0]?.value).toBe(100);
    expect(parseFeedback(null)).toEqual([]);
  });

  it('reads bullets, colons in the label, percentages and out-of-100 marks, and a long line of text as text', () => {
    expect(parseFeedback('- Nota: clareza: 80%\n• Postura : 65 / 100\nObs: muito bom\n:50')).toEqual([
      { label: 'Nota: clareza', value: 80, average: false },
      { label: 'Postura', value: 65, average: false },
      { label: 'Obs: muito bom', value: null, average: false },
      { label: ':50', value: null, average: false },
    ]);
    const long = `a${' '.repeat(50_000)}: 1 x`;
    expect(parseFeedback(long)).toEqual([{ label: long, value: null, average: false }]);
  });

  it('tells apart a draft, a queued, a running, a finished and a failed analysis (with its reason)', () => {
    const base = {
      file_key: 'stage/1/v.webm',
      analysis_state: null,
      analysis_reason: null,
      gpt_feedback: null,
      gpt_avg: null,
    };
    expect(analysisStatus({ ...base, file_key: null })).toMatchObject({ state: 'NOT_SENT', label: 'Não enviada' });
    expect(analysisStatus(base)).toMatchObject({ state: 'IDLE', label: 'Na fila' });
    expect(analysisStatus({ ...base, analysis_state: 'IDLE' })).toMatchObject({ state: 'IDLE', label: 'Na fila' });
    expect(analysisStatus({ ...base, analysis_state: 'PENDING' })).toMatchObject({
      label: 'Em análise',
      color: 'info',
    });
    const retrying = 'A tentativa 1 de 3 falhou; uma nova tentativa começa em instantes.';
    expect(analysisStatus({ ...base, analysis_state: 'PENDING', analysis_reason: retrying }).detail).toBe(retrying);
    expect(analysisStatus({ ...base, analysis_state: 'DONE', gpt_avg: 70 })).toMatchObject({
      label: 'Concluída',
      color: 'success',
    });
    const failed = analysisStatus({
      ...base,
      analysis_state: 'FAILED',
      analysis_reason: 'Não foi possível concluir a análise.',
    });
    expect(failed).toMatchObject({
      label: 'Falha na análise',
      color: 'error',
      detail: 'Não foi possível concluir a análise.',
    });
    expect(
      [null, 'IDLE', 'PENDING', 'DONE', 'FAILED'].map((s) =>
        hasFeedback({ ...base, analysis_state: s as 'IDLE' | null }),
      ),
    ).toEqual([false, false, false, true, true]);
  });
});
