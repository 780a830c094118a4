/** "12/150": how much of a length limit a text field has used. */
export function formatCharacterCount(value: unknown, maxLength: number): string {
  const length = typeof value === 'string' ? value.length : value == null ? 0 : String(value).length;
  return `${length}/${maxLength}`;
}
