/** A sample file for 'Baixar modelo' (semicolons, as Excel in Portuguese writes them). */
export const CSV_TEMPLATE = 'RA;Nome;E-mail;Curso;Senha\r\n2025001;Carla Dias;carla.dias@aluno.edu.br;Direito;\r\n';
