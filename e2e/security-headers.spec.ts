// Journey (g): security headers on the app and on the API.
import { expect, test } from './fixtures.ts';

test('the app and the API answer with security headers', async ({ request }) => {
  for (const path of ['/', '/login-admin', '/api/roles']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-powered-by'], path).toBeUndefined();
    expect(headers['referrer-policy'], path).toBeTruthy();
    if (path !== '/api/roles') {
      expect(headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(headers['x-frame-options'] ?? headers['content-security-policy'], path).toMatch(
        /SAMEORIGIN|DENY|frame-ancestors/i,
      );
    }
  }
});
