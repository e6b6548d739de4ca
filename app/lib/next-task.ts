/**
 * Resolves in a new task, so that the browser can answer input and paint in
 * between: `scheduler.yield()` where the browser has it, else a message the
 * page posts to itself, which, unlike a timer, no browser delays by 4 ms when
 * chained, and no test's paused clock holds back.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
