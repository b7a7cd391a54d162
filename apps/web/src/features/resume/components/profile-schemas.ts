/** The profile form, on the contracts' schema plus the picture file (docs/spec/05-validation.md#resume-items). */
import { z } from 'zod';
import { configureZodLocale, updateStudentProfileSchema, type Student } from '@portal/contracts';
import { toDateInput } from './resume-format';

configureZodLocale();

export const profileFormSchema = updateStudentProfileSchema.safeExtend({
  profile_picture: z.instanceof(File).nullable(),
});
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export interface ProfileFormValues {
  birthday: string;
  phone: string;
  profile: string;
  link_lattes: string;
  cep: string;
  state: string;
  city: string;
  address: string;
  number: string;
  profile_picture: File | null;
}

export const PROFILE_FIELDS = [
  'birthday',
  'phone',
  'profile',
  'link_lattes',
  'cep',
  'state',
  'city',
  'address',
  'number',
  'profile_picture',
] as const;

export const initialProfileValues = (s: Student): ProfileFormValues => ({
  birthday: toDateInput(s.birthday),
  phone: s.phone ?? '',
  profile: s.profile ?? '',
  link_lattes: s.link_lattes ?? '',
  cep: s.cep ?? '',
  state: s.state ?? '',
  city: s.city ?? '',
  address: s.address ?? '',
  number: s.number ?? '',
  profile_picture: null,
});

/** The first save of a profile 'cadastra' it (POST); later saves 'atualizam' it (PUT). */
export const isFirstProfile = (s: Student): boolean => !s.birthday && !s.phone;

/** Multipart body: every text field (an emptied one clears it), the new picture, or the removal flag. */
export const profileBody = (values: ProfileFormOutput, removePicture: boolean): FormData => {
  const data = new FormData();
  for (const key of PROFILE_FIELDS) {
    const value = values[key];
    if (key === 'profile_picture') continue;
    data.append(key, typeof value === 'string' ? value : '');
  }
  if (values.profile_picture) data.append('profile_picture', values.profile_picture);
  else if (removePicture) data.append('remove_profile_picture', '1');
  return data;
};
