/** The boot script (app/inline-scripts/boot.ts), compiled by pipeline/inline-scripts.ts. */
declare module "virtual:boot-script" {
  const bootScript: string;
  export default bootScript;
}
