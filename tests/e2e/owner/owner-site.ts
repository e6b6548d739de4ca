import { contentSet } from "../../../pipeline/content/content-set";
import { OWNER_TRIAL } from "../../setup/build-owner-trial";
import { builtSite } from "../built-site";

/**
 * The owner's site (npm run build): the checks in this folder run on it,
 * whatever its content says; with OWNER_TRIAL set, on the owner trial's build
 * instead (tests/setup/build-owner-trial.ts). Nothing here loads the fixture
 * site, so no fixture can stop an owner's deploy (tests/setup/content-gate.ts).
 */
export const OWNER = process.env.OWNER_TRIAL
  ? await builtSite(contentSet(OWNER_TRIAL.contentDir), OWNER_TRIAL.root)
  : await builtSite(contentSet(), "build/client");
