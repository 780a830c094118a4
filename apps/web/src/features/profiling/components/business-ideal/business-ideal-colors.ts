import { getContrastRatio } from '@mui/material/styles';

const WHITE = '#ffffff';
const INK = '#101828';

/**
 * Whether text on a domain's colour must be dark: white keeps the 4.5:1 contrast of body text
 * (WCAG AA) only on dark colours, and an institute picks its domain colours freely.
 */
export function needsDarkInk(background: string): boolean {
  try {
    return getContrastRatio(background, WHITE) < 4.5;
  } catch {
    // Not a colour MUI can read (the contract allows only #rrggbb): white, as on the seeded colours.
    return false;
  }
}

/** The text colour on a domain's colour. */
export function inkOn(background: string): string {
  return needsDarkInk(background) ? INK : WHITE;
}
