/** The boot script (app/inline-scripts/boot.ts), compiled by pipeline/plugins/inline-scripts.ts. */
declare module "virtual:boot-script" {
  const bootScript: string;
  export default bootScript;
}

/** The address of app/lib/fetch-ahead.ts's chunk (pipeline/plugins/lazy-module.ts). */
declare module "virtual:fetch-ahead" {
  const address: string;
  export default address;
}
