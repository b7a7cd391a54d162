import { z } from 'zod';

/**
 * The professional stage's fair feedback (docs/decisions/022-accessibility-and-fair-feedback.md):
 * the student's choice about face analysis, the timed transcript and the speech-delivery metrics.
 */
export const stagePreferenceMessages = {
  saved: 'Preferência salva.',
  faceAnalysisOff:
    'Você escolheu não usar a análise facial: nenhum quadro da câmera é enviado ou guardado nesta apresentação.',
  faceNotUsedNote:
    'A análise facial não foi usada, por sua escolha: a nota vem só da fala (clareza, conteúdo e tom), com os mesmos pesos entre si. Isso não reduz a sua nota.',
} as const;

/** GET/PUT /api/stage/preferences (students). `face_analysis` is true until the student turns it off. */
export const stagePreferencesSchema = z.object({ face_analysis: z.boolean() });
export type StagePreferences = z.infer<typeof stagePreferencesSchema>;

/** At most this many phrases per recording (a 7-minute interview is about 100 phrases). */
export const MAX_TRANSCRIPT_SEGMENTS = 2000;
/** Two hours: no recording is longer. */
export const MAX_SEGMENT_MS = 2 * 60 * 60 * 1000;

/** One recognised phrase, its start and end in milliseconds from the start of the recording. */
export const transcriptSegmentSchema = z
  .object({
    start_ms: z.number().int().min(0).max(MAX_SEGMENT_MS),
    end_ms: z.number().int().min(0).max(MAX_SEGMENT_MS),
    text: z.string().trim().min(1).max(2000),
  })
  .refine((s) => s.end_ms >= s.start_ms, { message: 'O fim do trecho deve ser depois do início.', path: ['end_ms'] });
export type TranscriptSegment = z.infer<typeof transcriptSegmentSchema>;
export const transcriptSegmentsSchema = z.array(transcriptSegmentSchema).max(MAX_TRANSCRIPT_SEGMENTS);

/** Speech delivery measured on the timed transcript; every moment is in ms from the recording's start. */
export const deliverySchema = z.object({
  /** The recording's length (measured, else the end of the last phrase). */
  duration_ms: z.number().int(),
  words_per_minute: z.number().int().nullable(),
  /** Words spoken in each minute of the recording (the last one scaled to a full minute). */
  pace_by_minute: z.array(z.number().int()),
  /** Silences longer than LONG_PAUSE_MS between phrases. */
  long_pauses: z.array(z.object({ start_ms: z.number().int(), duration_ms: z.number().int() })),
  fillers: z.array(z.object({ word: z.string(), count: z.number().int() })),
  hedges: z.array(z.object({ phrase: z.string(), count: z.number().int() })),
  repeated_words: z.array(z.object({ word: z.string(), count: z.number().int() })),
  /** Where each filler, hedge and repetition was said: the timeline's markers. */
  markers: z.array(
    z.object({
      at_ms: z.number().int(),
      kind: z.enum(['pause', 'filler', 'hedge', 'repeat']),
      text: z.string(),
    }),
  ),
  tip: z.string(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const LONG_PAUSE_MS = 3000;
