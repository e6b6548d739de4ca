/**
 * Joins class names, dropping the falsy ones, so variants can be declared
 * inline. It never picks between two that fight over one property:
 * tests/checks/check-class-conflicts.ts makes sure no call can make such a pair.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(" ");
}
