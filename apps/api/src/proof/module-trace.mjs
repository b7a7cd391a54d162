// `node --import ./module-trace.mjs`: appends "pid specifier" for every module the process loads,
// by import (a resolve hook, which runs on its own thread) or by require, to $MODULE_TRACE_FILE.
// compiled-start.test.ts reads it to check what a fresh server did not load.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';

const hooks = `
import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(process.env.MODULE_TRACE_FILE, process.pid + ' ' + result.url + '\\n');
  return result;
}
`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);

const load = Module._load;
Module._load = function traced(request, ...rest) {
  appendFileSync(process.env.MODULE_TRACE_FILE, `${process.pid} ${request}\n`);
  return load.call(this, request, ...rest);
};
