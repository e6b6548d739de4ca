import type { Messages } from "../en/index.ts";
import * as article from "./article.ts";
import * as build from "./build.ts";
import * as entries from "./entries.ts";
import * as home from "./home.ts";
import * as resume from "./resume.ts";
import * as site from "./site.ts";
import * as writing from "./writing.ts";

export const dictionary: Messages = { site, entries, home, resume, article, writing, build };
