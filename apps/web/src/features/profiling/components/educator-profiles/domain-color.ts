const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A domain's colour when it is a hex colour (what the settings form saves), else the fallback. */
export function domainColor(color: string | null | undefined, fallback: string): string {
  return color && HEX_COLOR.test(color.trim()) ? color.trim() : fallback;
}
