import type { UploadKind, UploadRule } from '@pdp/contract';

const KINDS: Record<UploadKind, { label: string; accept: string[]; mime: string }> = {
  jpg: { label: 'JPG', accept: ['.jpg', '.jpeg', 'image/jpeg'], mime: 'image/jpeg' },
  png: { label: 'PNG', accept: ['.png', 'image/png'], mime: 'image/png' },
  svg: { label: 'SVG', accept: ['.svg', 'image/svg+xml'], mime: 'image/svg+xml' },
};

/** The file input's `accept`: `.jpg,.jpeg,image/jpeg`. */
export function acceptFor(rule: UploadRule): string {
  return rule.kinds.flatMap((kind) => KINDS[kind].accept).join(',');
}

/** "2 MB", "200 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** The line under a chooser: the declaration's hint, or what it takes. */
export function uploadHint(rule: UploadRule): string {
  return (
    rule.hint ??
    `${rule.kinds.map((kind) => KINDS[kind].label).join(' or ')}, at most ${formatBytes(rule.maxBytes)}`
  );
}

/**
 * What is wrong with a chosen file before it is sent, in the server's words; null when it looks
 * right. Only a first check: the server reads the content (a PNG renamed .jpg is still refused).
 */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>, rule: UploadRule): string | null {
  if (file.size === 0) return 'is empty';
  if (file.size > rule.maxBytes) return `is too large (maximum is ${formatBytes(rule.maxBytes)})`;
  const name = file.name.toLowerCase();
  const matches = rule.kinds.some(
    (kind) =>
      KINDS[kind].mime === file.type || KINDS[kind].accept.some((a) => a.startsWith('.') && name.endsWith(a)),
  );
  return matches ? null : `must be a ${rule.kinds.map((kind) => KINDS[kind].label).join(' or ')} file`;
}
