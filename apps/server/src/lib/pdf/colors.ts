/** The brand colour when an institute's is missing or not a colour. */
export const FALLBACK_COLOR = '#1f4e79';
export const INK = '#1d2125';
export const MUTED = '#5f6b76';
export const RULE = '#d5dbe1';
export const ZEBRA = '#f3f5f8';

/** `#rgb` or `#rrggbb` as `#rrggbb`; anything else (a name, a typo) is the fallback. */
export function hexColor(value: string, fallback = FALLBACK_COLOR): string {
  const v = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(v)) return v.toLowerCase();
  if (/^#[0-9a-f]{3}$/i.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  return fallback;
}

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** WCAG relative luminance, 0 (black) to 1 (white). */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or ink, whichever reads better on `background`. */
export const onColor = (background: string) => (luminance(background) > 0.4 ? INK : '#ffffff');

/** The colour itself when it reads on white, otherwise ink (a pale brand colour). */
export const onWhite = (color: string) => (luminance(color) > 0.35 ? INK : color);

/** `hex` mixed with white: 0 keeps it, 1 is white. */
export function tint(hex: string, amount: number): string {
  const mixed = rgb(hex).map((c) => Math.round(c + (255 - c) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
