/**
 * The last child of a `whole-row` (app/theme.css): the row stays invisible until the parser has reached it, so a frame
 * painted mid-row never shows the row's items where they stand before the rest arrive.
 */
export function WholeRowEnd() {
  return <span data-whole-row-end hidden />;
}
