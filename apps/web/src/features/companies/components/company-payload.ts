import type { Company } from '@portal/contracts';
import { changedFields } from '../../../lib/changed-fields';
import { cnpjDigits, type CompanyFormOutput } from './company-schemas';

type Fields = Record<string, string | number | File | undefined>;

/** Text fields in the shape the API takes: only the chosen identifier, CNPJ without its mask. */
const textFields = (values: CompanyFormOutput): Fields => ({
  user_id: values.user_id,
  name: values.name,
  ...(values.identifier_type === 'cnpj'
    ? { cnpj: cnpjDigits(values.cnpj ?? '') }
    : { numero_registro: values.numero_registro }),
  about: values.about,
  area: values.area,
  email_curriculum: values.email_curriculum,
  site: values.site,
  employees_number: values.employees_number,
});

const toFormData = (fields: Fields): FormData => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    data.append(key, value instanceof File ? value : String(value));
  }
  return data;
};

/** `POST /api/companies` body: multipart with the filled fields and the chosen images. */
export const createCompanyBody = (values: CompanyFormOutput): FormData =>
  toFormData({
    ...textFields(values),
    logo_image: values.logo_image ?? undefined,
    cover_image: values.cover_image ?? undefined,
  });

/**
 * `PUT /api/companies/:id` body with only what changed (null when nothing did). Switching the
 * identifier type sends the new one; the API clears the other.
 */
export const updateCompanyBody = (company: Company, values: CompanyFormOutput): FormData | null => {
  const initial: Fields = {
    user_id: company.user_id,
    name: company.name,
    ...(company.cnpj ? { cnpj: company.cnpj } : { numero_registro: company.numero_registro ?? '' }),
    about: company.about,
    area: company.area,
    email_curriculum: company.email_curriculum ?? '',
    site: company.site ?? '',
    employees_number: company.employees_number,
  };
  const next = textFields(values);
  if (next.user_id !== undefined) next.user_id = Number(next.user_id);
  const changed: Fields = changedFields(next, initial);
  if (values.logo_image) changed.logo_image = values.logo_image;
  if (values.cover_image) changed.cover_image = values.cover_image;
  if (Object.keys(changed).length === 0) return null;
  return toFormData(changed);
};
