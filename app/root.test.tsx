import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Route } from "./+types/root";
import { ErrorBoundary } from "./root";

const render = (error: unknown) =>
  renderToStaticMarkup(<ErrorBoundary {...({ error } as Route.ErrorBoundaryProps)} />);

describe("root error boundary", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is titled "Unexpected Application Error!" and leads back home', () => {
    const html = render(new Error("boom"));
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain('href="/"');
    expect(html).toContain("Return to Home");
  });

  it("shows no stack trace in production", () => {
    vi.stubEnv("DEV", false);
    const error = new Error("boom");
    const html = render(error);
    expect(html).not.toContain("boom");
    expect(html).not.toContain("<pre");
  });

  it("shows the stack trace while developing", () => {
    vi.stubEnv("DEV", true);
    const html = render(new Error("boom"));
    expect(html).toContain("<pre");
    expect(html).toContain("boom");
  });
});
