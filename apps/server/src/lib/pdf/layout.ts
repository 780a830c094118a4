/** A4 in points, and the margins every report shares. */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 54, bottom: 60, left: 48, right: 48 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
