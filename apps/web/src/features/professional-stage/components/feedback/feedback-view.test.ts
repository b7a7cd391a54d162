import { describe, expect, it } from 'vitest';
import type { FaceSummary, Recognition } from '@portal/contracts';
import { criteriaToShow, flaggedFrames, percent, scoreTone } from './feedback-view';

const frame = (id: number, similarity: number | null, flagged: boolean) => ({
  id,
  similarity,
  emotion: 'HAPPY' as const,
  emotion_confidence: 90,
  flagged,
});
const face: FaceSummary = {
  frames: 3,
  matched: 1,
  flagged: 2,
  dominant_emotion: 'HAPPY',
  dominant_emotion_confidence: 90,
  per_frame: [frame(10, 95, false), frame(11, 20, true), frame(12, null, true)],
};
const recognition = (id: number, feedback: string | null): Recognition => ({
  id,
  audition_id: 1,
  file_key: `stage/1/f${id}.png`,
  file_url: `/files/f${id}.png`,
  recognition_feedback: feedback,
  similarity: null,
  emotion: 'HAPPY',
  emotion_confidence: 90,
  created_at: '2025-01-01T00:00:00.000Z',
});

describe('feedback view', () => {
  it('colours a score: good from 70, attention below 40', () => {
    expect([100, 70, 69, 40, 39, 0].map(scoreTone)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'error',
      'error',
    ]);
    expect(percent(0.6234)).toBe('62%');
  });

  it('draws the explained criteria, else the feedback lines without the average', () => {
    const explained = [
      {
        key: 'clarity',
        label: 'Clareza',
        score: 80,
        explanation: 'Você falou 130 palavras por minuto.',
        tip: 'Faça pausas.',
      },
    ];
    expect(criteriaToShow(explained, 'Clareza: 80\nMédia: 80')).toEqual(explained);
    expect(criteriaToShow([], 'Clareza: 70\nPresença: 100\nMédia: 85')).toEqual([
      { key: 'Clareza', label: 'Clareza', score: 70, explanation: '', tip: '' },
      { key: 'Presença', label: 'Presença', score: 100, explanation: '', tip: '' },
    ]);
    expect(criteriaToShow(undefined, null)).toEqual([]);
  });

  it('lists the flagged frames with their stored reason, or a plain one, and their picture', () => {
    expect(
      flaggedFrames(face, [
        recognition(11, 'O rosto do quadro não corresponde às fotos cadastradas'),
        recognition(12, null),
      ]),
    ).toEqual([
      {
        id: 11,
        position: 2,
        reason: 'O rosto do quadro não corresponde às fotos cadastradas',
        similarity: 20,
        imageUrl: '/files/f11.png',
      },
      {
        id: 12,
        position: 3,
        reason: 'Nenhum rosto encontrado no quadro',
        similarity: null,
        imageUrl: '/files/f12.png',
      },
    ]);
    expect(flaggedFrames(face)[0]).toMatchObject({
      reason: 'O rosto do quadro não corresponde às fotos cadastradas',
      imageUrl: null,
    });
    expect(flaggedFrames(null)).toEqual([]);
  });
});
