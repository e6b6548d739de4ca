import type { SiteContent } from "./schema";

/**
 * Everything the site says about its owner. Edit this file to update the site;
 * `npm run build` checks it against schema.ts and names any entry that is wrong.
 * The owner is a minor: no phone number, no street address, location at city level.
 */
export const site: SiteContent = {
  owner: {
    name: "Jordan Ellis",
    role: "Student developer · AI for education",
    tagline: "High school developer building AI products for education",
    email: "jordan.ellis@example.com",
    about: [
      "I'm a high school developer who is passionate about software engineering and about building products that solve real problems. I started with small scripts to automate my own homework planning and now ship AI tools that teachers and students use every week.",
      "I like the whole path from a rough idea to something people rely on: talking to users, designing the system, writing the code, and measuring whether it actually helps. Most of my work sits where AI meets education, because that is where I see the biggest gap between what technology can do and what classrooms get.",
    ],
    copyrightYear: 2025,
  },

  seo: {
    siteUrl: "https://jordan-ellis.github.io",
    homeDescription:
      "Portfolio of Jordan Ellis, a high school developer who co-founded Rubrica AI, an essay-grading engine for AP and IB work, and founded the Spark STEAM Foundation.",
    resumeDescription:
      "Resume of Jordan Ellis: IB Diploma student, co-founder of Rubrica AI and founder of the Spark STEAM Foundation.",
    writingDescription:
      "Notes from building AI for classrooms and running a student nonprofit: what worked, what did not, and the numbers behind both.",
  },

  scorecard: {
    title: "Portfolio rubric",
    criteria: [
      {
        id: "builds",
        criterion: "Builds for classrooms",
        evidence: "Rubrica AI, patent pending",
        comment:
          "Co-founded an AI engine that scores AP and IB essays against the official rubrics and explains every mark.",
      },
      {
        id: "leads",
        criterion: "Leads people",
        evidence: "Founder of a 501(c)(3) nonprofit",
        comment: "Founded a nonprofit whose student volunteers run free, hands-on STEAM workshops.",
      },
      {
        id: "ships",
        criterion: "Ships open source",
        evidence: "Sentinel Agent, 13+ languages",
        comment:
          "An open-source security agent with 200+ detection patterns across 23 analyzer categories.",
      },
      {
        id: "learns",
        criterion: "Keeps learning",
        evidence: "Full IB Diploma, 4.0 GPA",
        comment: "HL Physics, HL Math and HL Computer Science, graduating in 2027.",
      },
    ],
    feedback: "Every mark is backed by work on this page.",
  },

  experience: [
    {
      id: "rubrica",
      title: "Co-Founder",
      organization: "Rubrica AI",
      link: "https://rubrica-ai.com",
      startDate: "2024-06",
      description:
        "Co-founded a specialised AI essay-grading engine for AP and IB coursework. I lead the grading pipeline, which scores essays against official rubrics and explains every mark, and our patent application is pending.",
      // Placeholder: replace with the real result, or remove the line.
      outcome: "In use in pilot classrooms; patent pending.",
      highlights: [
        "Co-founded an AI essay-grading engine that scores AP and IB essays against official rubrics; patent pending.",
        "Built the grading pipeline and the teacher dashboard used by pilot classrooms.",
        "Ran feedback sessions with teachers to calibrate scores against their own marking.",
      ],
    },
    {
      id: "spark-steam",
      title: "Founder & CEO",
      organization: "Spark STEAM Foundation",
      link: "https://sparksteam.org",
      startDate: "2023-09",
      description:
        "Founded a 501(c)(3) nonprofit that brings hands-on science, technology, engineering, arts and math workshops to students who lack access to them, run by student volunteers.",
      // Placeholder: replace with the real result, or remove the line.
      outcome:
        "Free workshops at libraries and community centres, with every lesson plan published.",
      highlights: [
        "Founded a 501(c)(3) nonprofit spreading STEAM education through free, hands-on workshops.",
        "Recruit and train student volunteers and design the workshop curriculum.",
        "Manage partnerships with schools and libraries, fundraising and the foundation's website.",
      ],
    },
  ],

  projects: [
    {
      id: "rubrica-ai",
      title: "Rubrica AI",
      description:
        "A specialised AI essay-grading engine for AP and IB work that scores essays against the official rubrics and explains each mark. Patent pending.",
      technologies: ["Python", "PyTorch", "FastAPI", "React", "AWS"],
      link: "https://rubrica-ai.com",
      category: "AI, Education, SaaS",
      iconName: "Rocket",
      complete: false,
      expanding: true,
      important: true,
      expandable: true,
      expandedContent:
        "Teachers upload a class set of essays and get rubric-aligned scores with line-level comments in minutes. The engine is tuned on anonymised, teacher-marked AP and IB essays and flags low-confidence scores for human review instead of guessing.",
      images: [
        {
          src: "images/projects/rubrica-feedback.webp",
          alt: "Rubrica AI essay view: an essay with highlighted passages beside rubric scores for thesis, evidence and analysis",
        },
        {
          src: "images/projects/rubrica-dashboard.webp",
          alt: "Rubrica AI class dashboard: a bar chart of score distribution and a list of essays awaiting review",
        },
        {
          src: "images/projects/rubrica-rubric.webp",
          alt: "Rubrica AI rubric editor: criteria rows with level descriptors and point values",
        },
      ],
    },
    {
      id: "spark-steam-foundation",
      title: "Spark STEAM Foundation",
      description:
        "A 501(c)(3) nonprofit spreading STEAM education through free, hands-on workshops led by student volunteers.",
      technologies: ["Curriculum design", "React", "Community outreach"],
      link: "https://sparksteam.org",
      category: "Nonprofit, Education",
      iconName: "FlaskConical",
      complete: false,
      expanding: true,
      important: true,
      expandable: true,
      expandedContent:
        "Our volunteers run robotics, coding, circuits and design workshops at libraries and community centres. Every kit and lesson plan is published openly so other student groups can run the same sessions.",
      images: [
        {
          src: "images/projects/spark-workshops.webp",
          alt: "Spark STEAM Foundation workshop schedule with robotics, circuits and coding sessions",
        },
        {
          src: "images/projects/spark-impact.webp",
          alt: "Spark STEAM Foundation impact summary: students reached, workshops held and volunteers trained",
        },
      ],
    },
    {
      id: "sentinel-agent",
      title: "Sentinel Agent",
      description:
        "An open-source security agent package that scans codebases for vulnerabilities with 200+ detection patterns across 23 analyzer categories in 13+ languages.",
      technologies: ["Python", "Tree-sitter", "LLM agents", "GitHub Actions"],
      link: "https://pypi.org/project/sentinel-agent",
      category: "Security, Developer tools",
      iconName: "Code",
      complete: true,
      expanding: false,
      important: false,
      expandable: true,
      expandedContent:
        "It combines fast pattern matching with an agent that reads the surrounding code to confirm a finding before reporting it, which keeps false positives low. It runs locally or as a CI step and outputs SARIF for code-scanning dashboards.",
      githubLink: "https://github.com/jordan-ellis/sentinel-agent",
    },
    {
      id: "verba",
      title: "Verba",
      description:
        "An iOS app for learning Latin with spaced-repetition vocabulary, declension drills and short graded readings.",
      technologies: ["Swift", "SwiftUI", "Core Data"],
      link: "https://testflight.apple.com/join/VerbaLatin",
      category: "Mobile, Education",
      iconName: "Smartphone",
      complete: false,
      expanding: false,
      important: false,
      expandable: true,
      expandedContent:
        "Built for my own Latin class first: it schedules reviews from each learner's mistakes, parses noun and verb forms, and works fully offline.",
      githubLink: "https://github.com/jordan-ellis/verba",
      inProgress: true,
    },
  ],

  contacts: [
    {
      id: "linktree",
      icon: "Link",
      label: "All my links",
      link: "https://linktr.ee/jordanellis",
      linkText: "linktr.ee/jordanellis",
    },
    {
      id: "email",
      icon: "Mail",
      label: "Email",
      link: "mailto:jordan.ellis@example.com",
      linkText: "jordan.ellis@example.com",
    },
    {
      id: "linkedin",
      icon: "Briefcase",
      label: "LinkedIn",
      link: "https://www.linkedin.com/in/jordan-ellis-dev",
      linkText: "in/jordan-ellis-dev",
    },
    {
      id: "instagram",
      icon: "Camera",
      label: "Instagram",
      link: "https://www.instagram.com/jordanellis.shoots",
      linkText: "@jordanellis.shoots",
    },
    {
      id: "x",
      icon: "AtSign",
      label: "X",
      link: "https://x.com/jordanellisdev",
      linkText: "@jordanellisdev",
    },
  ],

  resume: {
    headline: "Student • Innovator • Builder",
    location: { city: "Portland", region: "OR" },
    /** Shown after the e-mail address, which comes from owner.email. */
    links: [
      {
        label: "LinkedIn",
        url: "https://www.linkedin.com/in/jordan-ellis-dev",
        text: "linkedin.com/in/jordan-ellis-dev",
      },
      { label: "GitHub", url: "https://github.com/jordan-ellis", text: "github.com/jordan-ellis" },
    ],
    education: {
      school: "Westbrook Preparatory School",
      grade: "11th grade",
      program: "Full IB Diploma Programme",
      courses: ["HL Physics", "HL Math", "HL Computer Science"],
      gpa: "4.0",
      graduationYear: 2027,
    },
    activities: [
      { id: "nonprofit", name: "Non Profit Work" },
      { id: "wind-ensemble", name: "Wind Ensemble", detail: "4 years" },
      { id: "jazz-band", name: "Jazz Band", detail: "4 years" },
      { id: "tennis", name: "JV Tennis" },
      { id: "debate", name: "Debate Regional Placer" },
      { id: "weightlifting", name: "Weightlifting" },
      { id: "car-photography", name: "Car Photography" },
    ],
    skills: [
      { id: "programming", label: "Programming", items: ["C", "Python", "HTML/CSS/JavaScript"] },
      {
        id: "tools",
        label: "Frameworks and Tools",
        items: ["React", "Node.js", "AWS", "Git", "Docker"],
      },
      {
        id: "domains",
        label: "Domains",
        items: ["AI/ML", "Mobile Development", "DevOps", "Frontend and Full Stack Engineering"],
      },
    ],
    pdf: { fileName: "jordan-ellis-resume.pdf", lastUpdated: "2026-11-01" },
  },
};
