/** The header title's font: MUI X draws it as body2 (0.875rem) at weight 500. */
const HEADER_FONT =
  "500 14px Roboto, 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif";

/** A wide character's width: what a header is measured with where there is no canvas (tests). */
const FALLBACK_CHARACTER_WIDTH = 8.5;

let context: CanvasRenderingContext2D | null | undefined;

/**
 * The width of `text` in the header's font, as the browser will draw it. The first call creates the
 * canvas and resolves the font (2–26 ms on the bench machine); lib/warm-up.ts makes it before a page
 * renders its first table, in a task of its own.
 */
export function headerTextWidth(text: string): number {
  if (context === undefined) {
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    if (context) context.font = HEADER_FONT;
  }
  const measured = context?.measureText(text).width;
  return Math.ceil(measured ?? text.length * FALLBACK_CHARACTER_WIDTH);
}
