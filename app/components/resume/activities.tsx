import type { Resume } from "~/content/schema";
import * as resumeWords from "~/i18n/messages/resume";
import { formatActivity } from "~/lib/format";
import { ResumeSection } from "./resume-section";

export function Activities({ activities }: { activities: Resume["activities"] }) {
  return (
    <ResumeSection id="activities" title={resumeWords.activities}>
      <ul className="grid gap-x-8 gap-y-2 sm:grid-cols-2">
        {activities.map((activity) => (
          <li key={activity.id} className="flex items-baseline gap-2">
            <span
              aria-hidden
              className="size-1.5 shrink-0 translate-y-[-2px] rounded-full bg-accent"
            />
            {formatActivity({ activity: resumeWords.activity }, activity)}
          </li>
        ))}
      </ul>
    </ResumeSection>
  );
}
