/**
 * A multiline field that grows with its text through CSS (`field-sizing: content`, at least `rows`
 * lines) rather than MUI's TextareaAutosize (what `multiline` renders by default). That one measures
 * its textarea in a layout effect (computed style, then two scroll heights through a hidden copy),
 * forcing a layout of the whole page for each multiline field as the program page first shows. A
 * browser without `field-sizing` keeps `rows` lines and scrolls.
 */
export const growingText = (rows: number) =>
  ({
    multiline: true,
    rows,
    sx: { '& textarea': { fieldSizing: 'content', minHeight: `${rows}lh` } },
    slotProps: { input: { inputComponent: 'textarea' } },
  }) as const;
