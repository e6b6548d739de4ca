import type { Project } from "~/content/schema";

export type ProjectBadge = "Complete" | "Expanding" | "Featured" | "In Progress";

/** The badges a project card shows, always in the same order, from its flags. */
export function projectBadges(
  project: Pick<Project, "complete" | "expanding" | "important" | "inProgress">,
): ProjectBadge[] {
  const badges: ProjectBadge[] = [];
  if (project.complete) badges.push("Complete");
  if (project.expanding) badges.push("Expanding");
  if (project.important) badges.push("Featured");
  if (project.inProgress) badges.push("In Progress");
  return badges;
}
