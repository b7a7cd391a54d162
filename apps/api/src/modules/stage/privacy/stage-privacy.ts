import type { PrivacyContributor } from '../../privacy/privacy.service.ts';
import type { Storage } from '../../../providers/storage/storage.ts';
import type { StagePrivacyRepository } from './stage-privacy.repository.ts';

/**
 * The professional stage's part of the LGPD export and erasure: submissions (with transcript and
 * analysis), analysed frames, face photos, consents to them, the choice to use the face analysis or
 * not, check-item ticks, and their files.
 */
export const createStagePrivacy = (repo: StagePrivacyRepository, storage: Storage): PrivacyContributor => {
  const keysOf = (d: Awaited<ReturnType<StagePrivacyRepository['dataOf']>>) => [
    ...d.auditions.flatMap((a) =>
      a.file_key ? [{ field: 'professional_stage.auditions.file_key', key: a.file_key }] : [],
    ),
    ...d.recognitions.map((r) => ({ field: 'professional_stage.recognitions.file_key', key: r.file_key })),
    ...d.biometrics.map((b) => ({ field: 'professional_stage.biometrics.file_key', key: b.file_key })),
  ];
  return {
    name: 'professional_stage',
    async export(subject) {
      const data = await repo.dataOf(subject.userId);
      return { data, files: keysOf(data) };
    },
    async erase(subject) {
      // Every object under the student's folder goes, attached or not (an upload never used, a
      // frame whose analysis failed): the folder is theirs alone (stage-keys.ts).
      const folder = (await storage.list(`stage/${subject.userId}/`)).map((o) => o.key);
      const files = [...new Set([...keysOf(await repo.dataOf(subject.userId)).map((f) => f.key), ...folder])];
      return { removed: await repo.erase(subject.userId), files };
    },
  };
};
