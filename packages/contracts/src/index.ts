import { configureZodLocale } from './zod-locale.ts';

configureZodLocale();
export { configureZodLocale };
export * from './messages.ts';
export * from './constants.ts';
export * from './roles.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './terms.ts';
export * from './helpers.ts';
export * from './users.ts';
export * from './companies.ts';
export * from './jobs.ts';
export * from './contract-types.ts';
export * from './applications.ts';
export * from './signup.ts';
export * from './orientations.ts';
