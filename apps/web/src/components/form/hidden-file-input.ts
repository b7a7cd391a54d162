/**
 * A file input kept in the page for its picker, which a visible button opens. In px: in sx a
 * width of 1 means 100 %, a box as wide as the page that pushed it sideways with enlarged text.
 */
export const hiddenFileInputSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
} as const;
