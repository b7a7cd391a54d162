// The error handler's view of infrastructure failures (the fault proofs show them end to end):
// database connection losses become 503, a full disk 507, and nothing else is mistaken for them.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages } from '@portal/contracts';
import { infrastructureFailure, registerErrorHandler } from '../plugins/error-handler.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('infrastructure failures in the error handler', () => {
  it.each([
    [
      'refused connection, wrapped by Drizzle',
      wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ],
    ['57P01 admin_shutdown', wrapped(withCode('terminating connection due to administrator command', '57P01'))],
    ['57P03 cannot_connect_now', withCode('the database system is starting up', '57P03')],
    ['08006 connection_failure', withCode('connection failure', '08006')],
    ['08001 unable to connect', withCode('could not connect', '08001')],
    ['connection cut without a code', wrapped(new Error('Connection terminated unexpectedly'))],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['several addresses refused', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
  ])('%s is unavailable', (_name, error) => {
    expect(infrastructureFailure(error)).toBe('unavailable');
  });

  it('a full disk is disk-full; ordinary errors are neither', () => {
    expect(infrastructureFailure(withCode('no space left on device', 'ENOSPC'))).toBe('disk-full');
    expect(infrastructureFailure(wrapped(withCode('duplicate key value', '23505')))).toBeNull();
    expect(infrastructureFailure(new Error('boom'))).toBeNull();
    expect(infrastructureFailure(null)).toBeNull();
  });

  it('answers 503 and 507 with the catalogue messages, no stack', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/down', async () => {
      throw wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
    });
    app.get('/full', async () => {
      throw withCode('ENOSPC: no space left on device, write', 'ENOSPC');
    });
    const down = await app.inject({ method: 'GET', url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.headers['retry-after']).toBe('2');
    expect(down.json()).toEqual({ errors: [{ message: messages.errors.unavailable }] });
    const full = await app.inject({ method: 'GET', url: '/full' });
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({ errors: [{ message: messages.errors.diskFull }] });
    await app.close();
  });
});
