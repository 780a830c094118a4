import { alpha, createTheme, type Theme } from '@mui/material/styles';

/** The product's own colours, used before the institute is known and for any colour that is not valid. */
export const DEFAULT_COLORS = { primary: '#1f4e79', primaryLight: '#d6e4f0', secondary: '#f28c28' };

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
// createTheme throws on a colour it cannot parse; an institute's bad setting must not blank the console.
const validColor = (value: string | null | undefined, fallback: string) =>
  value && HEX_COLOR.test(value.trim()) ? value.trim() : fallback;

export interface BrandColors {
  primary_color?: string | null;
  primary_light_color?: string | null;
  secondary_color?: string | null;
}

/** Status tones that carry small text, in a filled chip (white text) or as text on white. */
export const STATUS_COLORS = { warning: '#b54708', info: '#026aa2' };

// One neutral scale and one type scale for every screen, so later areas look like they belong.
const INK = '#101828';
const MUTED = '#475467';
const LINE = '#e4e7ec';

/** The console's theme in the institute's colours (part 1 §3: primary, primary light, secondary). */
export function createAppTheme(brand: BrandColors = {}): Theme {
  const primary = validColor(brand.primary_color, DEFAULT_COLORS.primary);
  const primaryLight = validColor(brand.primary_light_color, DEFAULT_COLORS.primaryLight);
  const secondary = validColor(brand.secondary_color, DEFAULT_COLORS.secondary);
  // The theme the colours last gave, kept: the console renders in the product's colours until `me`
  // arrives, and an institute in those colours then gets the same theme object: no second
  // createTheme, and nothing themed renders again (a new theme re-rendered the whole shell, 372
  // components on /me/points/{id}).
  const key = `${primary} ${primaryLight} ${secondary}`;
  if (lastTheme?.key === key) return lastTheme.theme;
  const theme = themeIn(primary, primaryLight, secondary);
  lastTheme = { key, theme };
  return theme;
}

let lastTheme: { key: string; theme: Theme } | undefined;

function themeIn(primary: string, primaryLight: string, secondary: string): Theme {
  return createTheme({
    palette: {
      primary: { main: primary, light: primaryLight },
      secondary: { main: secondary },
      // MUI's default orange and light blue give white chip text 3.1:1 and 3.9:1, and read as text on
      // white the same: these darker tones pass WCAG AA (4.5:1) both ways (theme.test.ts).
      warning: { main: STATUS_COLORS.warning },
      info: { main: STATUS_COLORS.info },
      background: { default: '#f5f7fa', paper: '#ffffff' },
      text: { primary: INK, secondary: MUTED },
      divider: LINE,
    },
    shape: { borderRadius: 8 },
    // Menus, dialogs and the message bar stop animating for people who ask their system for less motion.
    motion: { reducedMotion: 'system' },
    typography: {
      // The system font stack: no web-font download, and it matches the server-rendered sign-in pages.
      fontFamily: "'Roboto', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
      h1: { fontSize: '1.75rem', fontWeight: 650, lineHeight: 1.25, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.375rem', fontWeight: 650, lineHeight: 1.3 },
      h3: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
      subtitle1: { fontSize: '1rem', fontWeight: 600 },
      subtitle2: { fontSize: '0.875rem', fontWeight: 600 },
      body1: { fontSize: '0.9375rem', lineHeight: 1.6 },
      body2: { fontSize: '0.875rem', lineHeight: 1.5 },
      caption: { fontSize: '0.75rem', lineHeight: 1.4 },
      overline: { fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.08em', lineHeight: 1.6 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiPaper: { styleOverrides: { outlined: { borderColor: LINE } } },
      MuiCard: {
        defaultProps: { variant: 'outlined' },
        styleOverrides: { root: { borderColor: LINE, boxShadow: '0 1px 2px rgba(16, 24, 40, 0.05)' } },
      },
      MuiDialog: { styleOverrides: { paper: { borderRadius: 12 } } },
      MuiDialogTitle: {
        styleOverrides: { root: { fontSize: '1.25rem', fontWeight: 650, paddingBottom: 8 } },
      },
      MuiDialogActions: { styleOverrides: { root: { padding: '8px 24px 20px', gap: 4 } } },
      MuiMenu: {
        styleOverrides: {
          paper: { border: `1px solid ${LINE}`, boxShadow: '0 12px 24px -6px rgba(16, 24, 40, 0.16)' },
        },
      },
      MuiMenuItem: { styleOverrides: { root: { fontSize: '0.875rem', minHeight: 40 } } },
      // A disabled field's helper text often says why it is disabled ("Only a super admin can
      // change this"): it must stay readable, so it keeps the normal secondary colour (WCAG AA).
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: MUTED } } } },
      MuiTooltip: { styleOverrides: { tooltip: { fontSize: '0.75rem', backgroundColor: alpha(INK, 0.92) } } },
    },
  });
}
