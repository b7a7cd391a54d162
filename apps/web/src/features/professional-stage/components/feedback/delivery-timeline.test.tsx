import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Delivery } from '@portal/contracts';
import { DeliveryTimeline } from './delivery-timeline';

afterEach(cleanup);

const delivery: Delivery = {
  duration_ms: 60_000,
  words_per_minute: 120,
  pace_by_minute: [120],
  long_pauses: [{ start_ms: 20_000, duration_ms: 6000 }],
  fillers: [{ word: 'né', count: 1 }],
  hedges: [],
  repeated_words: [],
  markers: [
    { at_ms: 20_000, kind: 'pause', text: '6 s' },
    { at_ms: 31_500, kind: 'filler', text: 'né' },
  ],
  tip: 'Tenha tópicos à mão.',
};

describe('DeliveryTimeline', () => {
  it('places each marker at its moment and seeks the video there', async () => {
    const onSeek = vi.fn();
    render(<DeliveryTimeline delivery={delivery} durationMs={60_000} onSeek={onSeek} />);
    const pause = screen.getByRole('button', { name: 'Pausa longa em 0:20: 6 s' });
    expect(pause.style.left).toBe(`${(20_000 / 60_000) * 100}%`);
    await userEvent.click(screen.getByRole('button', { name: 'Vício de linguagem em 0:31: né' }));
    expect(onSeek).toHaveBeenCalledWith(31.5);
  });
});
