import { describe, expect, it, vi } from 'vitest';
import type { AuditRepository } from './audit.repository.ts';
import { createAuditService } from './audit.service.ts';

describe('audit.record', () => {
  it('never throws: a failed write is logged and the caller goes on', async () => {
    const error = vi.fn();
    const repo = {
      insert: () => Promise.reject(new Error('database is gone')),
      list: vi.fn(),
    } as unknown as AuditRepository;
    const audit = createAuditService({ repo, log: { error } });
    await expect(audit.record({ action: 'login.failure', actor: null, actorLabel: 'x@y.z' })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ action: 'login.failure' }), 'audit entry not written');
  });

  it('cuts long texts to the column sizes', async () => {
    const insert = vi.fn(() => Promise.resolve());
    const audit = createAuditService({
      repo: { insert, list: vi.fn() } as unknown as AuditRepository,
      log: { error: vi.fn() },
    });
    await audit.record({
      action: 'logout',
      actor: { id: 1, email: 'a@b.c' },
      origin: { ip: '1'.repeat(100), userAgent: 'u'.repeat(2000) },
      target: { type: 'user', id: 1, label: 'l'.repeat(999) },
    });
    expect(insert).toHaveBeenCalledWith(
      expect.objectContaining({
        actor_user_id: 1,
        actor_label: 'a@b.c',
        ip: '1'.repeat(64),
        user_agent: 'u'.repeat(512),
        target_label: 'l'.repeat(255),
      }),
    );
  });
});
