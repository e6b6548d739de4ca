/** Where in a file something is: its line and column, from 1. */
export interface Place {
  line: number;
  column: number;
}

/** Where a parsed node starts; 0 and 0 for a node the parser did not place. */
export const startOf = (node: { position?: { start: Place } }): Place => ({
  line: node.position?.start.line ?? 0,
  column: node.position?.start.column ?? 0,
});
