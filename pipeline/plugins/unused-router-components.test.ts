import { describe, expect, it } from "vitest";
import { withUnusedComponentsDroppable } from "./unused-router-components";

describe("letting the bundler drop unused router components", () => {
  it("cuts a top-level display name and marks the component React makes as pure", () => {
    const code = [
      'import * as React from "react";',
      "const Form = React.forwardRef((props, ref) => null);",
      'Form.displayName = "Form";',
      "export { Form };",
    ].join("\n");
    expect(withUnusedComponentsDroppable(code)).toBe(
      [
        'import * as React from "react";',
        "const Form = /* @__PURE__ */ React.forwardRef((props, ref) => null);",
        "",
        "export { Form };",
      ].join("\n"),
    );
  });

  it("marks contexts and memoised components, called by name or through React", () => {
    const code = "const A = createContext(null), B = React.memo(Routes);";
    expect(withUnusedComponentsDroppable(code)).toBe(
      "const A = /* @__PURE__ */ createContext(null), B = /* @__PURE__ */ React.memo(Routes);",
    );
  });

  it("cuts the display name of a function component", () => {
    expect(withUnusedComponentsDroppable('function Await() {}\nAwait.displayName = "Await";')).toBe(
      "function Await() {}\n",
    );
  });

  it("leaves every other statement as it was", () => {
    const code = [
      "const router = createRouter(routes);",
      "const fresh = React.useMemo(() => 1, []);",
      "let Form = forwardRef(render);",
      'window.displayName = "not a component of its own";',
      "Form.displayName = computeName();",
      'Form["displayName"] = "Form";',
      'Form.displayName += "!";',
      'function inner() { Inner.displayName = "Inner"; const C = React.memo(Inner); }',
    ].join("\n");
    expect(withUnusedComponentsDroppable(code)).toBe(
      code.replace("= forwardRef(", "= /* @__PURE__ */ forwardRef("),
    );
  });
});
