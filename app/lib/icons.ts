import {
  AtSign,
  Briefcase,
  Camera,
  Code,
  FlaskConical,
  Laptop,
  Link,
  type LucideIcon,
  Mail,
  Rocket,
  Smartphone,
  Sparkles,
} from "lucide-react";

/** Icons the content may name; project cards use the first five. */
const ICONS: Record<string, LucideIcon> = {
  Rocket,
  Laptop,
  FlaskConical,
  Code,
  Smartphone,
  Link,
  Mail,
  Briefcase,
  Camera,
  AtSign,
};

export const DEFAULT_ICON: LucideIcon = Sparkles;

/** The icon the content names, or the default icon for any other name. */
export function resolveIcon(name: string): LucideIcon {
  return Object.hasOwn(ICONS, name) ? ICONS[name]! : DEFAULT_ICON;
}
