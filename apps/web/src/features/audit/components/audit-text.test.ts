import { describe, expect, it } from 'vitest';
import { actionLabel, actionTone, auditTime, targetKind } from './audit-text';

describe('audit texts', () => {
  it('labels actions in Portuguese and keeps unknown ones as stored', () => {
    expect(actionLabel('login.failure')).toBe('Falha de login');
    expect(actionLabel('user.role_changed')).toBe('Alteração de função');
    expect(actionLabel('student.exported')).toBe('Exportação de dados');
    expect(actionLabel('report.printed')).toBe('report.printed');
  });

  it('gives refused sign-ins and deletions their own tone', () => {
    expect(actionTone('login.failure')).toBe('error');
    expect(actionTone('job.deleted')).toBe('warning');
    expect(actionTone('login.success')).toBe('success');
    expect(actionTone('logout')).toBe('default');
  });

  it('names the target and shows the time in Brasília with seconds', () => {
    expect(targetKind({ target_type: 'job', target_id: 12 })).toBe('Vaga #12');
    expect(targetKind({ target_type: 'user', target_id: null })).toBe('Usuário');
    expect(targetKind({ target_type: null, target_id: null })).toBe('');
    expect(auditTime('2025-05-03T17:20:07.000Z')).toBe('03/05/2025, 14:20:07');
    expect(auditTime('x')).toBe('');
  });
});
