/**
 * A text button set under text, at the start of a card or a line: no minimum width, and moved left
 * by its own padding (small 5 px, medium 8 px), so that its label lines up with the text above it
 * rather than sitting 5–16 px in. A relative offset, not a margin: a Stack resets its children's
 * margins.
 */
export function textButtonAtStart(size: 'small' | 'medium' = 'medium') {
  return {
    minWidth: 0,
    position: 'relative',
    left: size === 'small' ? '-5px' : '-8px',
    // A label that wraps keeps to the start too.
    justifyContent: 'flex-start',
    textAlign: 'start',
  } as const;
}
