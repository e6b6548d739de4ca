/** The boot script (app/inline-scripts/boot.ts), compiled by pipeline/plugins/inline-scripts.ts. */
declare module "virtual:boot-script" {
  const bootScript: string;
  export default bootScript;
}
