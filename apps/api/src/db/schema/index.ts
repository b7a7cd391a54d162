export * from './users.ts';
export * from './students.ts';
export * from './jobs.ts';
export * from './content.ts';
export * from './student-data.ts';
export * from './stage.ts';
export * from './audit.ts';
export * from './job-alerts.ts';
