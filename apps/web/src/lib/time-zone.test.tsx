import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  document.head.innerHTML = '';
  vi.resetModules();
});

it('formats dates in the zone the server writes into the page, America/Sao_Paulo without one', async () => {
  const { formatDateTime } = await import('./format');
  expect(formatDateTime('2025-01-01T02:30:00Z')).toBe('31/12/2024, 23:30');
  vi.resetModules();
  document.head.innerHTML = '<meta name="portal-time-zone" content="Asia/Tokyo" />';
  const tokyo = await import('./format');
  expect(tokyo.formatDateTime('2025-01-01T02:30:00Z')).toBe('01/01/2025, 11:30');
});
