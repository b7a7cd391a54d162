/**
 * A link that stands alone (in a table cell, a card, a dialog's field) is a target of its own: at
 * least 24 x 24 CSS px (WCAG 2.5.8, docs/decisions/022). Links inside a sentence keep the line's
 * height, which the criterion allows.
 */
export const standaloneLinkSx = {
  display: 'inline-block',
  minHeight: 24,
  minWidth: 24,
  // A 20 px line (body2) plus 4 px: 24; the line height stays the text's own, so enlarged text never overlaps.
  py: '2px',
} as const;
