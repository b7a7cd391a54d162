#!/usr/bin/env node
// `npm run dev`: the API with reload (port 3000) and the Vite dev server (5173, proxies /api).
import { spawn } from 'node:child_process';

const run = (cmd, args) => spawn(cmd, args, { stdio: 'inherit', env: process.env });
const children = [
  run(process.execPath, ['--import', 'tsx', '--watch', 'apps/api/src/main.ts']),
  run('npm', ['run', 'dev', '-w', '@portal/web']),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
