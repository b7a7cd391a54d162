/**
 * eMAG's access keys (docs/spec/02-screens.md#accessibility): Alt+1 content, Alt+2 menu, Alt+3
 * search (where the page has one), Alt+4 footer. The same targets as the skip links.
 */
export const ACCESS_TARGETS = {
  '1': { id: 'conteudo', label: 'Ir para o conteúdo' },
  '2': { id: 'menu', label: 'Ir para o menu' },
  '3': { id: 'busca', label: 'Ir para a busca' },
  '4': { id: 'rodape', label: 'Ir para o rodapé' },
} as const;
export type AccessKey = keyof typeof ACCESS_TARGETS;

/**
 * Moves the focus to a target: the search box itself, the first link of the menu (opening the
 * drawer on a phone first), or the region (content, footer), which takes focus with tabindex -1.
 */
export const focusTarget = (key: AccessKey): boolean => {
  const id = ACCESS_TARGETS[key].id;
  let target = document.getElementById(id);
  if (key === '2') {
    const link = target?.querySelector<HTMLElement>('a[href], button:not([disabled])');
    if (link && link.offsetParent !== null) target = link;
    else {
      // The drawer is closed (a phone): its button opens it; the focus lands in the menu after.
      const toggle = document.querySelector<HTMLElement>('[aria-controls="menu-lateral"]');
      if (!toggle) return false;
      toggle.click();
      window.setTimeout(() => focusTarget('2'), 300);
      return true;
    }
  }
  if (!target) return false;
  target.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
  return document.activeElement === target;
};

/** The keydown listener: Alt (alone) plus 1 to 4. */
export const onAccessKey = (event: KeyboardEvent): void => {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const key = event.code.startsWith('Digit') ? event.code.slice(5) : event.key;
  if (!(key in ACCESS_TARGETS)) return;
  if (focusTarget(key as AccessKey)) event.preventDefault();
};
