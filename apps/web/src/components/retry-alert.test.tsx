import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetryAlert } from './retry-alert';

afterEach(cleanup);

describe('RetryAlert', () => {
  it("says what failed in an alert and 'Tentar novamente' asks again", async () => {
    const onRetry = vi.fn();
    render(<RetryAlert onRetry={onRetry}>Não foi possível carregar as vagas.</RetryAlert>);
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar as vagas.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
