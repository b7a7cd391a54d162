/** Every cached list that holds student job cards starts with this key (see patch-student-job). */
export const STUDENT_JOBS_KEY = 'student-jobs';
