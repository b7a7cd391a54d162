import { BIOMETRIC_POSES } from '@portal/contracts';

export type Pose = (typeof BIOMETRIC_POSES)[number];

/** What each pose asks of the student, in the order of docs/spec/04-states.md#biometrics (front, right, left, up, down). */
export const POSE_LABELS: Record<Pose, { title: string; hint: string }> = {
  front: { title: 'Frente', hint: 'Olhe para a câmera, com o rosto de frente.' },
  right: { title: 'Direita', hint: 'Vire o rosto levemente para a direita.' },
  left: { title: 'Esquerda', hint: 'Vire o rosto levemente para a esquerda.' },
  up: { title: 'Cima', hint: 'Incline o rosto levemente para cima.' },
  down: { title: 'Baixo', hint: 'Incline o rosto levemente para baixo.' },
};

export const isPose = (value: unknown): value is Pose => BIOMETRIC_POSES.some((pose) => pose === value);

/**
 * The poses still to capture, in order. A photo names its pose; one without (older data) takes the
 * first pose not yet taken.
 */
export const pendingPoses = (photos: ReadonlyArray<{ pose?: string | null }>): Pose[] => {
  const taken = new Set<Pose>();
  const unnamed = photos.filter((photo) => {
    if (isPose(photo.pose) && !taken.has(photo.pose)) {
      taken.add(photo.pose);
      return false;
    }
    return true;
  }).length;
  const left = BIOMETRIC_POSES.filter((pose) => !taken.has(pose));
  return left.slice(Math.min(unnamed, left.length));
};

/** The pose of each photo, for its caption. */
export const photoPoses = (photos: ReadonlyArray<{ pose?: string | null }>): Array<Pose | null> => {
  const named = new Set(photos.map((p) => p.pose).filter(isPose));
  const free = BIOMETRIC_POSES.filter((pose) => !named.has(pose));
  return photos.map((photo) => (isPose(photo.pose) ? photo.pose : (free.shift() ?? null)));
};
