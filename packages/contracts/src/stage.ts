import { z } from 'zod';
import { paginated } from './common.ts';
import { BIOMETRIC_POSES, EMOTIONS, PROFESSIONAL_PROJECT_ID, SENTIMENTS } from './constants.ts';
import { deliverySchema, transcriptSegmentsSchema } from './stage-speech.ts';

/** Professional stage (docs/spec/02-screens.md#professional-stage, docs/spec/07-api.md#professional-stage-api). */
export const stageMessages = {
  scriptGenerated: (jobId: number) => `Roteiro gerado com sucesso para a vaga ${jobId}`,
  deleted: 'Apresentação de vídeo excluída com sucesso',
  deleteFailed: 'Falha ao excluir apresentação de vídeo',
  publishUpdated: 'Vídeo currículo atualizado com sucesso!',
  publishFailed: 'Falha ao atualizar vídeo currículo, tente novamente mais tarde.',
  feedbackUnavailable: 'Feedback indisponível no momento, por favor, aguarde',
  raCopied: 'RA copiado com sucesso!',
  codeCopied: 'Código copiado com sucesso!',
  activityNotFound: 'A atividade informada não existe!',
  invalidJob: 'Selecione uma vaga válida!',
  timeUp: 'Tempo esgotado!',
  auditionNotFound: 'Apresentação não encontrada',
  alreadySubmitted: 'Esta apresentação já foi enviada.',
  biometricsRequired: 'Cadastre as cinco fotos da biometria antes de enviar a apresentação.',
  biometricsFull: 'Você já cadastrou as cinco fotos da biometria.',
  poseTaken: 'Esta posição já tem uma foto cadastrada.',
  biometricNotFound: 'Foto não encontrada',
  onlyVideoCv: 'Apenas videocurrículos podem ser publicados.',
  videoRequired: 'Envie o vídeo antes de publicá-lo.',
  fileNotFound: 'Arquivo não encontrado. Envie o arquivo novamente.',
  fileNotAllowed: 'Arquivo inválido para esta operação.',
  uploadType: 'Tipo de arquivo não permitido. Envie um vídeo (webm ou mp4) ou uma imagem (png, jpg ou webp).',
  uploadContent: 'O conteúdo do arquivo não corresponde a um vídeo (webm ou mp4) ou imagem (png, jpg ou webp) válido.',
  uploadTooLarge: 'Arquivo maior que o permitido (imagens até 5 MB, vídeos até 100 MB).',
  uploadLink: 'Link de envio inválido ou expirado. Solicite um novo link.',
  uploadUsed: 'Este link de envio já foi usado. Solicite um novo link.',
  uploadRateLimited: 'Muitos envios de arquivos em pouco tempo. Aguarde alguns minutos e tente novamente.',
  uploadQuota: (limit: string) =>
    `Você atingiu o limite de ${limit} de arquivos do Palco Profissional. Exclua apresentações antigas para enviar novas.`,
  recognitionsFull: 'Limite de quadros analisados atingido para esta apresentação.',
  activityInUse: 'A atividade tem apresentações e não pode ser excluída.',
  itemNotFound: 'Item não encontrado',
  activityUpdated: 'Atividade atualizada com sucesso!',
  itemCreated: 'Item cadastrado com sucesso!',
  itemUpdated: 'Item atualizado com sucesso!',
  itemDeleted: 'Item excluído com sucesso!',
  contentFailed: 'Não foi salvo, verifique os dados e tente novamente!',
  itemDeleteFailed: 'Falha ao excluir item',
  noFace: 'Nenhum rosto encontrado na imagem.',
  imageUnreadable: 'Não foi possível ler a imagem.',
  faceUnavailable: 'Reconhecimento facial indisponível no momento, tente novamente em instantes.',
  consentRequired:
    'Aceite o consentimento para uso de fotos do rosto na página Cadastrar biometria antes de enviar imagens.',
  consentVersion: 'O texto do consentimento mudou. Recarregue a página e leia-o novamente.',
  consentRefused:
    'Sem o seu consentimento, nenhuma foto do rosto é coletada e as gravações ficam bloqueadas. Você pode mudar de ideia em Cadastrar biometria.',
  faceAnalysisOff: 'A análise facial está desligada nas suas preferências: nenhum quadro da câmera é guardado.',
  captionsNotFound: 'Esta apresentação não tem legendas.',
  faceBusy: 'Muitas verificações de rosto em andamento. Tente novamente em alguns segundos.',
  videoNotFound: 'Nenhum vídeo de apresentação publicado por este candidato.',
  scriptNotFound: 'Roteiro não encontrado para esta vaga',
} as const;

export const BIOMETRIC_PHOTOS_REQUIRED = BIOMETRIC_POSES.length;
export type BiometricPose = (typeof BIOMETRIC_POSES)[number];
/** Upload caps of docs/spec/12-accounts-security.md#uploads; the signed link is valid for 15 minutes. */
export const STAGE_UPLOAD_MAX_BYTES = { image: 5 * 1024 * 1024, video: 100 * 1024 * 1024 } as const;
export const STAGE_UPLOAD_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
} as const;
export const UPLOAD_LINK_TTL_SECONDS = 900;
/** A recording of 7 minutes with a frame every 30 s has 15 frames; retries fit in the cap. */
export const MAX_RECOGNITIONS_PER_AUDITION = 40;
export const AUDITION_STATES = ['IDLE', 'PENDING', 'DONE', 'FAILED'] as const;

const intId = z.coerce.number().int().positive().max(2_147_483_647);
/** '1'/'true' or '0'/'false' in a query string. */
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();
/** Keys the server handed out: stage/{user_id}/{uuid}.{ext}. */
export const stageKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^stage\/\d+\/[a-zA-Z0-9-]+\.(png|jpg|webp|webm|mp4)$/, { error: stageMessages.fileNotAllowed });
const emotion = z.enum(EMOTIONS);
/** A day as a date input sends it (YYYY-MM-DD), checked to exist. */
const calendarDay = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    error: 'Data inválida',
  });

export const activityItemSchema = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The student's own tick (PUT /check-items/{id} {checked}); absent for staff. */
  checked: z.boolean().optional(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const activitySchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** With ?item=1. */
  item: z.array(activityItemSchema).optional(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = paginated(activitySchema);
export const activityListQuerySchema = z.object({ project_id: intId.default(PROFESSIONAL_PROJECT_ID), item: flag });
export const activityGetQuerySchema = z.object({ item: flag });
const required = (label: string, max = 255) =>
  z
    .string({ error: `O campo "${label}" é obrigatório!` })
    .trim()
    .min(1, { error: `O campo "${label}" é obrigatório!` })
    .max(max);
export const createActivitySchema = z.object({
  id: intId.optional(),
  project_id: intId.default(PROFESSIONAL_PROJECT_ID),
  title: required('Título'),
  description: required('Descrição', 5000),
});
/** The office's form for an activity or a check item: the same two texts (docs/decisions/017-career-office-screens.md). */
export const stageContentSchema = createActivitySchema.pick({ title: true, description: true });
export type StageContentInput = z.infer<typeof stageContentSchema>;
export const updateActivitySchema = createActivitySchema.omit({ id: true }).partial();
export const itemListQuerySchema = z.object({ activity_id: intId.optional() });
export const itemListSchema = paginated(activityItemSchema);
export const createItemSchema = z.object({
  activity_id: intId,
  title: required('Título'),
  description: required('Descrição', 5000),
});
/** Admins edit the text; a student sends only { checked } to tick the item for themselves. */
export const updateCheckItemSchema = z.object({
  title: required('Título').optional(),
  description: required('Descrição', 5000).optional(),
  checked: z.boolean().optional(),
});

export const recognitionSchema = z.object({
  id: z.number().int(),
  audition_id: z.number().int(),
  file_key: z.string(),
  file_url: z.string().nullable(),
  recognition_feedback: z.string().nullable(),
  similarity: z.number().nullable(),
  emotion: emotion,
  emotion_confidence: z.number(),
  created_at: z.string(),
});
export type Recognition = z.infer<typeof recognitionSchema>;
export const createRecognitionSchema = z.object({
  audition_id: intId,
  file_key: stageKeySchema,
  recognition_feedback: z.string().trim().max(2000).nullable().optional(),
  similarity: z.coerce.number().min(0).max(100).nullable().optional(),
  emotion: emotion.default('UNKNOWN'),
  emotion_confidence: z.coerce.number().min(0).max(100).default(0),
});

/** One entry per analysed transcript; `transcription` itself only reaches administrators. */
export const transcriptionEntrySchema = z.object({
  transcription: z.string().nullable(),
  gpt_feedback: z.string().nullable(),
  comprehend_sentiment: z.enum(SENTIMENTS).nullable(),
  comprehend_feedback: z.string().nullable(),
});

export const auditionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  user_id: z.number().int(),
  project_id: z.number().int(),
  activity_id: z.number().int(),
  activity: activitySchema.omit({ item: true }),
  job_id: z.number().int().nullable(),
  job: z.object({ id: z.number().int(), title: z.string(), company: z.string() }).nullable(),
  user: z
    .object({
      id: z.number().int(),
      name: z.string(),
      ra: z.string().nullable(),
      course: z.string().nullable(),
      learning_level: z.string().nullable(),
    })
    .optional(),
  file_key: z.string().nullable(),
  /** Short-lived signed link to the video. */
  file_url: z.string().nullable(),
  published: z.boolean(),
  submitted_at: z.string().nullable(),
  /** null until the video is submitted; then IDLE, PENDING, DONE or FAILED (with a reason). */
  analysis_state: z.enum(AUDITION_STATES).nullable(),
  analysis_reason: z.string().nullable(),
  gpt_avg: z.number().nullable(),
  gpt_feedback: z.string().nullable(),
  comprehend_sentiment: z.enum(SENTIMENTS).nullable(),
  comprehend_feedback: z.string().nullable(),
  dominant_emotion: emotion.nullable(),
  dominant_emotion_confidence: z.number().nullable(),
  /** Whether the face analysis was used for this submission (the student's choice when it was sent). */
  face_analysis: z.boolean(),
  /** The recording has timed phrases: GET /auditions/{id}/captions.vtt answers them. */
  has_captions: z.boolean(),
  /** Speech delivery from the timed transcript (on GET /auditions/{id}, once analysed). */
  delivery: deliverySchema.nullable().optional(),
  /** With ?recognition=1 (always on GET /auditions/{id}). */
  recognition: z.array(recognitionSchema).optional(),
  /** With ?transcription=1 (always on GET /auditions/{id}). */
  transcription: z.array(transcriptionEntrySchema).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Audition = z.infer<typeof auditionSchema>;
export const auditionListSchema = paginated(auditionSchema);
export const auditionListQuerySchema = z.object({
  transcription: flag,
  recognition: flag,
  activity: flag,
  user: flag,
  project_id: intId.optional(),
  user_id: intId.optional(),
  code: z.string().trim().max(64).optional(),
  activity_id: intId.optional(),
  /** The admin's 'Submissões' filters: part of the student's name (case and accents ignored), the RA's start. */
  student: z.string().trim().max(120).optional(),
  ra: z.string().trim().max(32).optional(),
  /** Only submissions whose video was sent. */
  submitted: flag,
  /** Sent on or after / on or before this day (Brasília). */
  from: calendarDay.optional(),
  to: calendarDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const createAuditionSchema = z.object({
  user_id: intId.optional(),
  activity_id: intId,
  job_id: intId.nullable().optional(),
});
/** After the upload: the video key, and the transcript the browser's speech recognition produced, if any. */
export const updateAuditionSchema = z.object({
  file_key: stageKeySchema,
  transcript: z.string().trim().max(100_000).nullable().optional(),
  /** The phrases with their timing, for captions and delivery metrics. */
  transcript_segments: transcriptSegmentsSchema.nullable().optional(),
});
export const auditionCheckSchema = z.object({
  exists: z.literal(true),
  file_key: z.string(),
  file_url: z.string(),
  analysis_state: z.enum(AUDITION_STATES).nullable(),
});

export const biometricSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  pose: z.enum(BIOMETRIC_POSES),
  file_key: z.string(),
  file_url: z.string().nullable(),
  created_at: z.string(),
});
export type Biometric = z.infer<typeof biometricSchema>;
export const biometricListSchema = paginated(biometricSchema);
/**
 * The version of the face-photo consent text the web shows (LGPD art. 11): a new text gets a new
 * version, and students accept it again before their next image upload.
 */
export const BIOMETRIC_CONSENT_VERSION = '2026-11';
export const biometricConsentRequestSchema = z.object({ version: z.string().trim().min(1).max(32) });
export type BiometricConsentRequest = z.infer<typeof biometricConsentRequestSchema>;
/** GET/POST /stage/biometric-consent: the student's acceptance of the current text, or null. */
export const biometricConsentSchema = z.object({
  current_version: z.string(),
  consent: z.object({ version: z.string(), accepted_at: z.string() }).nullable(),
});
export type BiometricConsent = z.infer<typeof biometricConsentSchema>;
export const biometricListQuerySchema = z.object({ user_id: intId.optional() });
/** Without a pose, the photo takes the first missing one in the order front, right, left, up, down. */
export const createBiometricSchema = z.object({
  user_id: intId.optional(),
  file_key: stageKeySchema,
  pose: z.enum(BIOMETRIC_POSES).optional(),
});
export const updateBiometricSchema = z.object({ file_key: stageKeySchema });

export const checkFileQuerySchema = z.object({ key: stageKeySchema });
export const checkFileSchema = z.object({ key: z.string(), exists: z.boolean(), url: z.string().nullable() });

/** POST /api/stage/uploads/sign; with audition_id the finished upload becomes that audition's video. */
export const uploadSignRequestSchema = z.object({
  file_name: z.string().trim().min(1).max(255),
  content_type: z.string().trim().min(1).max(120),
  size: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  audition_id: intId.optional(),
});
export type UploadSignRequest = z.infer<typeof uploadSignRequestSchema>;
export const uploadSignSchema = z.object({
  url: z.string(),
  key: z.string(),
  expires_at: z.string(),
  max_size: z.number().int(),
});
export type UploadSign = z.infer<typeof uploadSignSchema>;
export const uploadResultSchema = z.object({
  key: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  audition_id: z.number().int().nullable(),
});

/** POST /api/stage/face/compare: source is a registered photo, target the captured frame. */
export const faceCompareRequestSchema = z.object({ target: stageKeySchema, source: stageKeySchema });
const boundingBox = z.object({ Width: z.number(), Height: z.number(), Left: z.number(), Top: z.number() });
const faceDetail = z.object({ BoundingBox: boundingBox, Confidence: z.number() });
export const faceEmotionSchema = z.object({ Type: emotion, Confidence: z.number() });
export const faceCompareSchema = z.object({
  Similarity: z.number(),
  FaceMatches: z.array(z.object({ Similarity: z.number(), Face: faceDetail })),
  UnmatchedFaces: z.array(faceDetail),
  SourceImageFace: faceDetail.nullable(),
  /** Emotions of the best-matching (else the largest) face of the target, highest first; [UNKNOWN 0] without a face. */
  Emotions: z.array(faceEmotionSchema),
});
export type FaceCompare = z.infer<typeof faceCompareSchema>;

/** GET /api/video/auditions/{ra}/published (staff). */
export const publishedVideoParamsSchema = z.object({ ra: z.string().trim().min(1).max(32) });
export const publishedVideoSchema = z.object({
  ra: z.string(),
  audition_id: z.number().int(),
  code: z.string(),
  url: z.string(),
  created_at: z.string(),
});

/** Interview script: numbered lines, one question per line (docs/spec/03-entities.md#interview-script). */
export const interviewScriptSchema = z.object({
  job_id: z.number().int(),
  script: z.string(),
  questions: z.array(z.string()),
  generated_by: z.enum(['template', 'llm', 'staff']),
  created_at: z.string(),
  /** On POST: 'Roteiro gerado com sucesso para a vaga {id}'. */
  message: z.string().optional(),
});
export type InterviewScript = z.infer<typeof interviewScriptSchema>;
export const createInterviewSchema = z.object({
  id_job: z.coerce
    .number({ error: stageMessages.invalidJob })
    .int()
    .positive({ error: stageMessages.invalidJob })
    .max(2_147_483_647),
});
