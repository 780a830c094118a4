import { counted } from '@pdp/contract';

const trim = (value: number) =>
  value >= 10 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');

/**
 * A file's size as the console shows it, in a file list, a file chooser or a limit's message:
 * 512 → "512 bytes", 1536 → "1.5 KB", 15 MB → "15 MB" (one decimal under 10, none when it is 0).
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return counted(bytes, 'byte');
  if (bytes < 1024 * 1024) return `${trim(bytes / 1024)} KB`;
  return `${trim(bytes / 1024 / 1024)} MB`;
}
