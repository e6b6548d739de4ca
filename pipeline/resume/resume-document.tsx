import { Document, Font, Link, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { createRequire } from "node:module";
import type { SiteContent } from "../../app/content/schema.ts";
import { palette } from "../../app/lib/design-tokens.ts";
import { formatActivity, formatLocation, formatPeriod } from "../../app/lib/format.ts";

// Resolved from the project root: the Vite config that loads this file is bundled elsewhere.
const require = createRequire(`${process.cwd()}/`);
const interFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

// WOFF, not WOFF2: the PDF renderer embeds the former and fails on the latter.
Font.register({
  family: "Inter",
  fonts: [
    { src: interFile(400), fontWeight: 400 },
    { src: interFile(700), fontWeight: 700 },
  ],
});
// Words are never split across lines, so text extracted from the PDF stays whole.
Font.registerHyphenationCallback((word) => [word]);

// The light theme's colours, as the resume page prints; the accent its deeper shade, for paper.
const { ink: INK, inkMuted: MUTED, accentStrong: ACCENT, line: RULE } = palette("light");

const styles = StyleSheet.create({
  page: {
    fontFamily: "Inter",
    fontSize: 10,
    // A multiple here resolves to 14pt for every child; larger text sets its own.
    lineHeight: 1.4,
    color: INK,
    // Ligatures would put single "fi"/"ffi" glyphs into the text that parsers extract.
    fontFeatureSettings: { liga: false, clig: false },
    paddingVertical: 40,
    paddingHorizontal: 48,
  },
  name: { fontSize: 24, fontWeight: 700, lineHeight: 1.2 },
  headline: { fontSize: 11, color: MUTED, marginTop: 2 },
  contacts: { flexDirection: "row", flexWrap: "wrap", marginTop: 6, color: MUTED },
  contact: { marginRight: 12 },
  link: { color: ACCENT, textDecoration: "none" },
  section: { marginTop: 14 },
  heading: {
    fontSize: 10,
    fontWeight: 700,
    color: ACCENT,
    borderBottomWidth: 0.75,
    borderBottomColor: RULE,
    paddingBottom: 2,
    marginBottom: 6,
  },
  entryTitleRow: { flexDirection: "row", justifyContent: "space-between" },
  strong: { fontWeight: 700 },
  muted: { color: MUTED },
  entry: { marginBottom: 8 },
  bulletRow: { flexDirection: "row", marginTop: 1 },
  bullet: { width: 10 },
  bulletText: { flex: 1 },
});

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <View style={styles.section}>
      <Text style={styles.heading}>{title}</Text>
      {children}
    </View>
  );
}

function Bullet({ children }: { children: string }) {
  return (
    <View style={styles.bulletRow} wrap={false}>
      <Text style={styles.bullet}>•</Text>
      <Text style={styles.bulletText}>{children}</Text>
    </View>
  );
}

/** The resume as a one-page, single-column PDF, from the same content as the /resume page. */
export function ResumeDocument({ site }: { site: SiteContent }) {
  const { owner, resume, experience } = site;
  const { education } = resume;
  return (
    <Document
      title={`${owner.name} — Resume`}
      author={owner.name}
      subject={`Resume of ${owner.name}: ${owner.tagline}`}
      keywords={[...resume.skills.flatMap((group) => group.items)].join(", ")}
      creator={owner.name}
      producer={owner.name}
      language="en-US"
      creationDate={new Date(`${resume.pdf.lastUpdated}T00:00:00Z`)}
      modificationDate={new Date(`${resume.pdf.lastUpdated}T00:00:00Z`)}
    >
      <Page size={resume.pdf.pageSize ?? "LETTER"} style={styles.page}>
        <Text style={styles.name}>{owner.name}</Text>
        <Text style={styles.headline}>{resume.headline}</Text>
        <View style={styles.contacts}>
          <Link src={`mailto:${owner.email}`} style={[styles.contact, styles.link]}>
            {owner.email}
          </Link>
          {resume.links.map((link) => (
            <Link key={link.url} src={link.url} style={[styles.contact, styles.link]}>
              {link.text}
            </Link>
          ))}
          <Text style={styles.contact}>{formatLocation(resume.location)}</Text>
        </View>

        <Section title="EDUCATION">
          <Text style={styles.strong}>{education.school}</Text>
          <Text>
            {education.program}, {education.grade}
          </Text>
          <Text style={styles.muted}>Courses: {education.courses.join(", ")}</Text>
          <Text style={styles.muted}>
            GPA: {education.gpa} · Expected graduation: {education.graduationYear}
          </Text>
        </Section>

        <Section title="EXPERIENCE">
          {experience.map((entry) => (
            <View key={entry.id} style={styles.entry} wrap={false}>
              <View style={styles.entryTitleRow}>
                <Text style={styles.strong}>{entry.organization}</Text>
                <Text style={styles.muted}>{formatPeriod(entry.startDate, entry.endDate)}</Text>
              </View>
              <Text>{entry.title}</Text>
              {entry.highlights.map((highlight) => (
                <Bullet key={highlight}>{highlight}</Bullet>
              ))}
            </View>
          ))}
        </Section>

        <Section title="ACTIVITIES AND LEADERSHIP">
          {resume.activities.map((activity) => (
            <Bullet key={activity.id}>{formatActivity(activity)}</Bullet>
          ))}
        </Section>

        <Section title="TECHNICAL SKILLS">
          {resume.skills.map((group) => (
            <Text key={group.id}>
              <Text style={styles.strong}>{group.label}: </Text>
              {group.items.join(", ")}
            </Text>
          ))}
        </Section>
      </Page>
    </Document>
  );
}
