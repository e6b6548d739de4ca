import { useEffect } from "react";

/**
 * Runs `effect` once the page has rendered, as `useEffect` does, but in a task
 * of its own. React runs every effect of a freshly hydrated page in one task,
 * in which a tap waits; work that a task's wait changes nothing for (a fetch
 * to start, a module to load) is taken out of it
 * (docs/decisions/modules-one-task-each.md). `effect` must be the same
 * function on every render (one declared outside the component).
 */
export function useEffectApart(effect: () => void): void {
  useEffect(() => {
    const timer = setTimeout(effect);
    return () => clearTimeout(timer);
  }, [effect]);
}
