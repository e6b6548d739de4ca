import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  CARD_IMAGE_HEIGHT_PX,
  CAROUSEL_INTERVAL_MS,
  REVEAL_THRESHOLD,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from "../../app/constants";
import { formatTechnologies, hostOf } from "../../app/lib/format";
import { TOOLTIP_GAP_PX } from "../../app/components/ui/tooltip";
import { tagged } from "./engines";
import {
  expectMediaQuery,
  nextFrames,
  pauseClock,
  revealOnEntry,
  scrollIntoRevealedView,
  scrollToY,
  waitForHydration,
} from "./support";
import { FIXTURE, site } from "./fixture-site";

const card = (page: Page, title: string) =>
  page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/** The spec's badges (section 4), in its order, from a project's flags. */
const expectedBadges = (project: (typeof site.projects)[number]) =>
  [
    project.complete && "Complete",
    project.expanding && "Expanding",
    project.important && "Featured",
    project.inProgress && "In Progress",
  ].filter((badge) => badge !== false && badge !== undefined);

const withCarousel = site.projects.find((project) => (project.images?.length ?? 0) > 1)!;

test.describe("project cards", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("./");
    await waitForHydration(page);
  });

  test("featured projects come first, the others in a three-column grid", async ({ page }) => {
    const projects = page.locator("#projects");
    const featuredHeading = projects.getByRole("heading", { name: "Featured Projects" });
    const additionalHeading = projects.getByRole("heading", { name: "Additional Projects" });
    await expect(featuredHeading).toBeVisible();
    await expect(additionalHeading).toBeVisible();

    const featured = site.projects.filter((project) => project.important);
    const additional = site.projects.filter((project) => !project.important);
    // The fixture's shape: two featured projects and two others.
    expect(featured).toHaveLength(2);
    expect(additional).toHaveLength(2);

    const titles = await projects.getByRole("article").getByRole("heading").allTextContents();
    expect(titles).toEqual([...featured, ...additional].map((project) => project.title));

    const grid = page.locator("ul").filter({ has: card(page, additional[0]!.title) });
    await expect(grid).toHaveCSS("grid-template-columns", /^\S+ \S+ \S+$/);
  });

  test(
    "each card shows its fields, badges, icon and links",
    tagged("@reads-markup"),
    async ({ page }) => {
      for (const project of site.projects) {
        const article = card(page, project.title);
        await expect(article).toContainText(project.description);
        await expect(article).toContainText(project.category);
        await expect(article).toContainText(formatTechnologies(project.technologies));
        const badges = article.getByRole("list", { name: "Status" }).getByRole("listitem");
        await expect(badges).toHaveText(expectedBadges(project));
        const iconClass = `lucide-${project.iconName.replace(/(?<!^)([A-Z])/g, "-$1").toLowerCase()}`;
        const cardIcon = article.locator(":scope > div").last().locator("svg").first();
        await expect(cardIcon).toHaveClass(new RegExp(`\\b${iconClass}\\b`));
        await expect(article.getByRole("link", { name: `Visit ${project.title}` })).toHaveAttribute(
          "href",
          project.link,
        );
        const code = article.getByRole("link", { name: `Code for ${project.title}` });
        if (project.githubLink) await expect(code).toHaveAttribute("href", project.githubLink);
        else await expect(code).toHaveCount(0);
      }
      // The fixture shows every badge at least once.
      expect(new Set(site.projects.flatMap(expectedBadges))).toEqual(
        new Set(["Complete", "Expanding", "Featured", "In Progress"]),
      );
    },
  );

  test('non-featured cards toggle their longer text with "Read more" and "Show less"', async ({
    page,
  }) => {
    const project = site.projects.find((p) => p.expandable && !p.important)!;
    const article = card(page, project.title);
    const toggle = article.getByRole("button", { name: "Read more" });
    const text = article.getByText(project.expandedContent);

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(text).toBeHidden();
    const controls = await toggle.getAttribute("aria-controls");
    await expect(page.locator(`[id="${controls}"]`)).toHaveText(project.expandedContent);

    await scrollIntoRevealedView(toggle);
    await toggle.click();
    await expect(article.getByRole("button", { name: "Show less" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    await expect(text).toBeVisible();

    await article.getByRole("button", { name: "Show less" }).click();
    await expect(article.getByRole("button", { name: "Read more" })).toBeVisible();
    await expect(text).toBeHidden();
  });

  test(
    "featured expandable cards always show their longer text",
    tagged("@reads-markup"),
    async ({ page }) => {
      for (const project of site.projects.filter((p) => p.important && p.expandable)) {
        const article = card(page, project.title);
        await expect(article.getByText(project.expandedContent)).toBeVisible();
        await expect(article.getByRole("button", { name: /Read more|Show less/ })).toHaveCount(0);
      }
    },
  );

  test(`card images are ${CARD_IMAGE_HEIGHT_PX}px high, sized and in a modern format`, async ({
    page,
  }) => {
    const images = page.locator("#projects article img");
    expect(await images.count()).toBeGreaterThanOrEqual(2);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveJSProperty("complete", true);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(image).toHaveCSS("height", `${CARD_IMAGE_HEIGHT_PX}px`);
      await expect(image).toHaveAttribute("src", /\.(webp|avif)$/);
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
      await expect(image).toHaveAttribute("alt", /\S/);
    }
  });
});

test.describe("image carousel", () => {
  const count = withCarousel.images!.length;

  /** Loads the page with a paused clock and the carousel on its first image, rotation armed. */
  async function openCarousel(page: Page) {
    await page.clock.install();
    await page.goto("./");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: `${withCarousel.title} images` });
    const dot = (n: number) =>
      carousel.getByRole("button", { name: `Show image ${n} of ${count}` });
    // Hovering holds the rotation while the clock is stopped and the first image chosen.
    await carousel.hover();
    await pauseClock(page);
    await dot(1).click();
    await page.mouse.move(0, 0);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "off");
    return { carousel, dot };
  }

  test("keeps its controls below the image, covering none of it", async ({ page }) => {
    await page.goto("./");
    await waitForHydration(page);
    const carousel = page.getByRole("region", { name: `${withCarousel.title} images` });
    await scrollIntoRevealedView(carousel);
    const image = (await carousel.getByRole("region", { name: "Image strip" }).boundingBox())!;
    expect(image.height).toBe(CARD_IMAGE_HEIGHT_PX);
    const controls = [
      carousel.getByRole("button", { name: /(Pause|Play) image rotation/ }),
      ...Array.from({ length: count }, (_, index) =>
        carousel.getByRole("button", { name: `Show image ${index + 1} of ${count}` }),
      ),
    ];
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(image.y + image.height);
    }
  });

  test(`advances every ${CAROUSEL_INTERVAL_MS} ms and can be steered with its dots`, async ({
    page,
  }) => {
    const { carousel, dot } = await openCarousel(page);
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(count);
    /**
     * Image n is chosen and has slid into place: the clock moves on only then,
     * so that no advance starts while the last one's glide is still running
     * (a glide cut short ends in a scrollend that names the image it stopped at).
     */
    const showing = async (n: number) => {
      await expect(dot(n)).toHaveAttribute("aria-current", "true");
      await expect
        .poll(() =>
          carousel.evaluate((region, index) => {
            const viewport = region.getBoundingClientRect();
            const slides = region.querySelectorAll('[aria-roledescription="slide"]');
            const slide = slides.item(index).getBoundingClientRect();
            return Math.round(slide.left - viewport.left);
          }, n - 1),
        )
        .toBe(0);
    };

    await page.clock.runFor(CAROUSEL_INTERVAL_MS - 1);
    await showing(1);
    await page.clock.runFor(1);
    await showing(2);
    await expect(dot(1)).toHaveAttribute("aria-current", "false");

    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await showing(3);
    // After the last image it starts again from the first.
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * (count - 2));
    await showing(1);

    // A dot shows its image and restarts the interval.
    await page.clock.runFor(CAROUSEL_INTERVAL_MS / 2);
    await dot(3).click();
    await page.mouse.move(0, 0);
    await showing(3);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS - 1);
    await showing(3);
    await page.clock.runFor(1);
    await showing(1);
  });

  test("holds still while out of view, and goes on once back in view", async ({ page }) => {
    const { carousel, dot } = await openCarousel(page);
    await scrollToY(page, 0);
    await expect(carousel).not.toBeInViewport();
    // Not rotating, so a change of image is announced again.
    const live = carousel.locator("[aria-live]");
    await expect(live).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    await carousel.scrollIntoViewIfNeeded();
    await expect(live).toHaveAttribute("aria-live", "off");
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
  });

  test("holds still while hovered, while focused and when paused by the visitor", async ({
    page,
  }) => {
    const { carousel, dot } = await openCarousel(page);

    await carousel.hover();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.mouse.move(0, 0);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");

    // Keyboard focus inside holds it (a mouse click's focus, as above, does not).
    await carousel.getByRole("button", { name: "Pause image rotation" }).focus();
    await page.keyboard.press("Tab");
    await expect(dot(1)).toBeFocused();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(dot(3)).toHaveAttribute("aria-current", "true");

    await carousel.getByRole("button", { name: "Pause image rotation" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");

    await carousel.getByRole("button", { name: "Play image rotation" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
  });
});

test.describe("image carousel with reduced motion", tagged("@reduced-motion"), () => {
  test.use({ reducedMotion: "reduce" });

  test("does not advance by itself until the visitor presses play", async ({ page }) => {
    await page.clock.install();
    await page.goto("./");
    await waitForHydration(page);
    await expectMediaQuery(page, "(prefers-reduced-motion: reduce)");
    await pauseClock(page);
    const count = withCarousel.images!.length;
    const carousel = page.getByRole("region", { name: `${withCarousel.title} images` });
    const dot = (n: number) =>
      carousel.getByRole("button", { name: `Show image ${n} of ${count}` });
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");

    await carousel.getByRole("button", { name: "Play image rotation" }).click();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole("button", { name: "Pause image rotation" })).toBeVisible();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
  });
});

test.describe("tooltips", () => {
  test(`open after ${TOOLTIP_OPEN_DELAY_MS} ms of hover, and at once within the ${TOOLTIP_SKIP_DELAY_MS} ms skip delay`, async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("./");
    await waitForHydration(page);
    const [first, second] = site.contacts;
    const firstCard = page.locator(`#contact li a[href="${first!.link}"]`);
    const secondCard = page.locator(`#contact li a[href="${second!.link}"]`);
    await firstCard.scrollIntoViewIfNeeded();
    await pauseClock(page);
    const tooltip = page.getByRole("tooltip");
    // The pointer moves there in steps, as a hand does.
    const glideTo = async (target: typeof firstCard) => {
      const box = (await target.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 });
    };
    const glideAway = () => page.mouse.move(5, 5, { steps: 10 });

    await glideTo(firstCard);
    await page.clock.runFor(TOOLTIP_OPEN_DELAY_MS - 1);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip).toHaveText(`Opens ${hostOf(first!.link)} in a new tab`);

    // Leaving and hovering another within the skip delay opens it without waiting.
    await glideAway();
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(TOOLTIP_SKIP_DELAY_MS - 50);
    await glideTo(secondCard);
    await expect(tooltip).toHaveText("Opens your e-mail app");

    // Past the skip delay the full open delay applies again.
    await glideAway();
    await page.clock.runFor(TOOLTIP_SKIP_DELAY_MS + 50);
    await glideTo(firstCard);
    await page.clock.runFor(TOOLTIP_OPEN_DELAY_MS - 1);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip).toHaveText(`Opens ${hostOf(first!.link)} in a new tab`);
  });

  test("open on keyboard focus and close on Escape", async ({ page }) => {
    await page.goto("./");
    await waitForHydration(page);
    const visit = page.getByRole("link", { name: `Visit ${site.projects[0]!.title}` });
    // Brought into view first, where the tooltip has room above it.
    await visit.scrollIntoViewIfNeeded();
    await visit.focus();
    await expect(page.getByRole("tooltip")).toHaveText(new URL(site.projects[0]!.link).hostname);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  });

  test("sit centred just above their control, below it at the window's top, and move with it as the page scrolls", async ({
    page,
  }) => {
    await page.goto("./");
    await waitForHydration(page);
    /**
     * Where the open tooltip is beside `control`, to within a pixel (browsers
     * round half pixels their own way): the gap above it or below it, centred
     * on it, and inside the window.
     */
    const placement = (control: Locator) =>
      control.evaluate((element, gap) => {
        const tooltip = document.querySelector('[role="tooltip"]')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        const near = (a: number, b: number) => Math.abs(a - b) <= 1;
        return {
          above: near(box.top - tooltip.bottom, gap),
          below: near(tooltip.top - box.bottom, gap),
          centred: near(tooltip.left + tooltip.width / 2, box.left + box.width / 2),
          inWindow: tooltip.left >= 0 && tooltip.right <= window.innerWidth,
        };
      }, TOOLTIP_GAP_PX);
    const visit = page.getByRole("link", { name: `Visit ${site.projects[0]!.title}` });
    await visit.scrollIntoViewIfNeeded();
    await scrollToY(page, (await page.evaluate(() => window.scrollY)) + 200);
    await visit.focus();
    await expect(page.getByRole("tooltip")).toBeVisible();
    // Read once the page has settled: a scroll that focusing starts reaches the tooltip with its event.
    await expect
      .poll(() => placement(visit))
      .toMatchObject({ above: true, centred: true, inWindow: true });
    await scrollToY(page, (await page.evaluate(() => window.scrollY)) - 60);
    await expect
      .poll(() => placement(visit))
      .toMatchObject({ above: true, centred: true, inWindow: true });
    // Its size changes once shown (its styles arriving late, on a page that defers them).
    await page
      .getByRole("tooltip")
      .evaluate((tooltip) => tooltip.style.setProperty("padding", "1.5rem"));
    await expect
      .poll(() => placement(visit))
      .toMatchObject({ above: true, centred: true, inWindow: true });

    // The theme toggle sits at the window's top, with no room above it.
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await toggle.focus();
    await expect(page.getByRole("tooltip")).toHaveText("Switch between light and dark");
    await expect.poll(() => placement(toggle)).toMatchObject({ below: true, inWindow: true });
  });
});

test.describe("reveal on scroll", () => {
  /** The first project card's reveal wrapper. */
  const firstCard = (page: Page) =>
    page
      .locator("#projects [data-reveal]")
      .filter({ has: page.getByRole("article") })
      .first();

  test("what keyboard focus reaches shows at once, not faint or moving", async ({ page }) => {
    await page.goto("./");
    await waitForHydration(page);
    const card = firstCard(page);
    await expect(card).toHaveCSS("opacity", "0");
    /** The card's look as focus lands on its first link, before any frame runs. */
    const look = () =>
      card.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.opacity, style.transform, element.getAnimations().length];
      });
    await card.evaluate((element) => element.querySelector<HTMLElement>("a[href]")!.focus());
    expect(await look()).toEqual(["1", "none", 0]);
    // Revealed as it scrolled into view: nothing left to glide.
    await expect(card).toHaveAttribute("data-reveal", "shown");
    await nextFrames(page);
    expect(await look()).toEqual(["1", "none", 0]);
  });

  test(`reveals an element once ${REVEAL_THRESHOLD * 100}% of it is in view, and only once`, async ({
    page,
  }) => {
    await page.goto("./");
    await waitForHydration(page);
    const item = firstCard(page);
    await expect(item).toHaveCSS("opacity", "0");

    const { top, height } = await item.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top + window.scrollY, height: box.height };
    });
    const viewportHeight = page.viewportSize()!.height;
    const scrollToShow = (share: number) => scrollToY(page, top - viewportHeight + height * share);

    await scrollToShow(REVEAL_THRESHOLD / 2);
    await nextFrames(page);
    await nextFrames(page);
    await expect(item).toHaveCSS("opacity", "0");

    await scrollToShow(REVEAL_THRESHOLD + 0.1);
    await expect(item).toHaveCSS("opacity", "1");
    await expect(item).toHaveCSS("transform", "none");

    await scrollToY(page, 0);
    await nextFrames(page);
    await expect(item).toHaveCSS("opacity", "1");
    await item.scrollIntoViewIfNeeded();
    await expect(item).toHaveCSS("opacity", "1");
  });
});

test.describe("a reveal never moves a control under the pointer", () => {
  const expandable = site.projects.find((project) => project.expandable && !project.important)!;
  const study = FIXTURE.writing.caseStudies[0]!;
  const images = withCarousel.images!.length;
  /** What a visitor clicks as it enters the view, and what the click must do. */
  const TARGETS: Array<{
    name: string;
    control: (page: Page) => Locator;
    landed: (page: Page) => Promise<void>;
  }> = [
    {
      name: '"Read more"',
      control: (page) => card(page, expandable.title).getByRole("button", { name: "Read more" }),
      landed: (page) =>
        expect(
          card(page, expandable.title).getByRole("button", { name: "Show less" }),
        ).toHaveAttribute("aria-expanded", "true"),
    },
    {
      name: "a carousel dot",
      control: (page) => page.getByRole("button", { name: `Show image ${images} of ${images}` }),
      landed: (page) =>
        expect(
          page.getByRole("button", { name: `Show image ${images} of ${images}` }),
        ).toHaveAttribute("aria-current", "true"),
    },
    {
      name: "a card's link",
      control: (page) =>
        page.getByRole("link", { name: `Read the case study of ${study.projectTitle}` }),
      landed: async (page) => {
        await expect(page).toHaveURL(new RegExp(`${study.path}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(study.title);
      },
    },
  ];

  for (const width of [390, 1280]) {
    for (const { name, control, landed } of TARGETS) {
      test(`at ${width} px, ${name} clicked as it enters the view lands, and stays where it was`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto("./");
        await waitForHydration(page);
        await expectMediaQuery(page, "(prefers-reduced-motion: no-preference)");
        const target = control(page);
        const { atStart, halfway, atEnd } = await target.evaluate(revealOnEntry);
        expect(halfway).toEqual(atStart);
        expect(atEnd).toEqual(atStart);
        // Clicked where it stood as it appeared, while its reveal is held halfway.
        await page.mouse.click(atStart.x + atStart.width / 2, atStart.y + atStart.height / 2);
        await landed(page);
      });
    }
  }
});
