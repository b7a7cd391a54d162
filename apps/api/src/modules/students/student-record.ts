import type { FilesService } from '../files/files.service.ts';
import type { StudentRow } from './students.repository.ts';

/** A student's own record as the resume and the data export send it: the picture as a signed URL. */
export const studentRecordFields = (row: StudentRow, files: Pick<FilesService, 'url'>) => {
  const s = row.student;
  return {
    id: s.id,
    id_user: s.id_user,
    ra: s.ra,
    id_course: s.id_course,
    course: row.course,
    profile: s.profile,
    profile_picture: files.url(s.profile_picture),
    link_lattes: s.link_lattes,
    birthday: s.birthday,
    phone: s.phone,
    cep: s.cep,
    state: s.state,
    city: s.city,
    address: s.address,
    number: s.number,
    periodo: s.periodo,
    situacao_periodo: s.situacao_periodo,
  };
};
