/** `sx` for text that screen readers read and sighted users do not see (MUI's own helper is not a direct dependency). */
export const visuallyHidden = {
  position: 'absolute',
  // Strings: in `sx`, a bare 1 would mean 100% and -1 a theme spacing step.
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
