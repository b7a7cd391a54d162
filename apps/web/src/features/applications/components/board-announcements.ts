import type { Announcements } from '@dnd-kit/core';
import { STAGE_LABELS, type Stage } from '@portal/contracts';

const label = (id: string | number) => STAGE_LABELS[id as Stage];

/**
 * What a screen reader hears while a card is carried by keyboard. dnd-kit reports the start
 * column as "over" right after the pick-up, which replaced the instructions in the live region
 * before they were read: only a change of column is announced.
 */
export const createBoardAnnouncements = (): Announcements => {
  let lastOver: string | number | null = null;
  return {
    onDragStart: ({ active }) => {
      const stage = (active.data.current?.['app'] as { stage: Stage } | undefined)?.stage;
      lastOver = stage ?? null;
      return `Cartão pego${stage ? ` na coluna ${label(stage)}` : ''}. Use as setas para mover, Espaço para soltar e Esc para cancelar.`;
    },
    onDragOver: ({ over }) => {
      const id = over?.id ?? null;
      if (id === lastOver) return undefined;
      lastOver = id;
      return id === null ? 'Fora das colunas.' : `Sobre a coluna ${label(id)}.`;
    },
    onDragEnd: ({ over }) => (over ? `Solto na coluna ${label(over.id)}.` : 'Solto fora das colunas.'),
    onDragCancel: () => 'Movimento cancelado.',
  };
};
