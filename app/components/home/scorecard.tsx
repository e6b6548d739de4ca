import type { Scorecard as ScorecardContent } from "~/content/schema";
import * as homeWords from "~/i18n/messages/home";

/**
 * The hero's proof: the portfolio marked like an essay against a rubric, each
 * criterion met by work shown further down the page, with a note in the
 * margin. A criterion opens to its comment with <details>, so no script is
 * needed. Its look is the .rubric rules in app.css, which keep its markup
 * small; the marks are drawn in CSS, not with icon or font glyphs.
 */
export function Scorecard({ scorecard }: { scorecard: ScorecardContent }) {
  return (
    <figure className="rubric">
      <figcaption>
        <span dir="auto">{scorecard.title}</span>
        <span aria-hidden>{homeWords.rubricMark}</span>
      </figcaption>
      <ul>
        {scorecard.criteria.map((item) => (
          <li key={item.id}>
            <details>
              <summary>
                <i aria-hidden />
                <b dir="auto">{item.criterion}</b>
                <small dir="auto">{item.evidence}</small>
                <span className="sr-only">{homeWords.criterionMet}</span>
              </summary>
              <p dir="auto">{item.comment}</p>
            </details>
          </li>
        ))}
      </ul>
      <p dir="auto">{scorecard.feedback}</p>
    </figure>
  );
}
