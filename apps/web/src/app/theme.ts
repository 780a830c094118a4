import { createTheme, type Theme } from '@mui/material/styles';

/** The product's own colours, used before the institute is known and for any colour that is not valid. */
export const DEFAULT_COLORS = { primary: '#1f4e79', secondary: '#f28c28' };

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// createTheme throws on a colour it cannot parse; an institute's bad setting must not blank the console.
const validColor = (value: string | null | undefined, fallback: string) =>
  value && HEX_COLOR.test(value.trim()) ? value.trim() : fallback;

export interface BrandColors {
  primary_color?: string | null;
  secondary_color?: string | null;
}

export function createAppTheme(brand: BrandColors = {}): Theme {
  return createTheme({
    palette: {
      primary: { main: validColor(brand.primary_color, DEFAULT_COLORS.primary) },
      secondary: { main: validColor(brand.secondary_color, DEFAULT_COLORS.secondary) },
      background: { default: '#f4f6fa', paper: '#ffffff' },
      text: { primary: '#1d2939', secondary: '#667085' },
    },
    shape: { borderRadius: 10 },
    typography: {
      // The system font stack: no web-font download, and it matches the server-rendered sign-in pages.
      fontFamily: "'Roboto', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.375rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderColor: '#e4e7ec', boxShadow: '0 1px 3px rgba(16, 24, 40, 0.06)' } },
      },
    },
  });
}
