import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('the console theme', () => {
  const { palette } = createAppTheme();

  // Chips, the attendance status and the import screen's actions put 13 px text in these colours:
  // white on the tone (filled), or the tone on the white paper (outlined). WCAG AA asks 4.5:1.
  it.each(['success', 'warning', 'info', 'error'] as const)('%s passes AA both ways', (tone) => {
    const { main, contrastText } = palette[tone];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps an institute’s colours, and falls back to the product’s on a bad value', () => {
    const branded = createAppTheme({ primary_color: '#123456', secondary_color: 'not a colour' });
    expect(branded.palette.primary.main).toBe('#123456');
    expect(branded.palette.secondary.main).toBe('#f28c28');
  });

  it('gives the same theme object for the same colours, so a re-theme in them renders nothing again', () => {
    const product = createAppTheme();
    expect(createAppTheme({ primary_color: '#1f4e79', secondary_color: null })).toBe(product);
    const branded = createAppTheme({ primary_color: '#123456' });
    expect(branded).not.toBe(product);
    expect(branded.palette.primary.main).toBe('#123456');
    expect(createAppTheme({ primary_color: '#123456' })).toBe(branded);
    expect(createAppTheme().palette.primary.main).toBe('#1f4e79');
  });
});
