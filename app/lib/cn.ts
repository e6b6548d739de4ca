/** Joins class names, dropping the falsy ones, so variants can be declared inline. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
