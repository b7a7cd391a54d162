import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('hides the values of credential parameters and keeps the rest', () => {
    expect(redactUrl('/api/reset-password/a%40b.c?signature=abc.def')).toBe(
      '/api/reset-password/a%40b.c?signature=[REDACTED]',
    );
    expect(redactUrl('/api/stage/uploads/stage/1/x.webm?size=10&expires=99&signature=s3cr3t')).toBe(
      '/api/stage/uploads/stage/1/x.webm?size=10&expires=99&signature=[REDACTED]',
    );
    expect(redactUrl('/api/students/1/public?key=k&X-Amz-Signature=z&page=2')).toBe(
      '/api/students/1/public?key=[REDACTED]&X-Amz-Signature=[REDACTED]&page=2',
    );
    expect(redactUrl('/api/jobs?page=1')).toBe('/api/jobs?page=1');
  });
});
