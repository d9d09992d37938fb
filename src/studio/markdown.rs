//! Markdown to HTML for the studio's pages (the course's exercise texts), by pulldown-cmark:
//! CommonMark with tables and strikethrough. What the Markdown says is shown, never obeyed:
//! raw HTML in it is text (escaped), an image is its description (a page loads nothing from
//! elsewhere), and a link whose address is not the web's, mail's, a relative path or a place
//! on the page (`javascript:`, `data:` ...) is its text alone.

use pulldown_cmark::{html, CowStr, Event, Options, Parser, Tag, TagEnd};

/// `text` (Markdown) as HTML, safe to put into a page as it is.
pub fn to_html(text: &str) -> String {
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    let mut dropped_link = false;
    let events = Parser::new_ext(text, options).filter_map(|event| match event {
        Event::Html(raw) | Event::InlineHtml(raw) => Some(Event::Text(raw)),
        Event::Start(Tag::HtmlBlock) => Some(Event::Start(Tag::Paragraph)),
        Event::End(TagEnd::HtmlBlock) => Some(Event::End(TagEnd::Paragraph)),
        Event::Start(Tag::Image { .. }) | Event::End(TagEnd::Image) => None,
        Event::Start(Tag::Link { ref dest_url, .. }) if !safe_address(dest_url) => {
            dropped_link = true;
            None
        }
        Event::End(TagEnd::Link) if dropped_link => {
            dropped_link = false;
            None
        }
        other => Some(other),
    });
    let mut out = String::with_capacity(text.len() * 3 / 2);
    html::push_html(&mut out, events);
    out
}

/// One line of Markdown (a title) as HTML without the paragraph around it.
pub fn inline_html(text: &str) -> String {
    let html = to_html(text);
    let inner = html.trim_end();
    inner
        .strip_prefix("<p>")
        .and_then(|rest| rest.strip_suffix("</p>"))
        .unwrap_or(inner)
        .to_string()
}

/// An address a link may lead to: the web's or mail's, or one without a scheme (a relative
/// path, a place on the page).
fn safe_address(address: &CowStr) -> bool {
    let lower = address.trim().to_ascii_lowercase();
    let scheme_end = lower.find(':');
    let path_start = lower.find(['/', '?', '#']);
    match (scheme_end, path_start) {
        (None, _) => true,
        (Some(colon), Some(path)) if path < colon => true,
        _ => ["http:", "https:", "mailto:"]
            .iter()
            .any(|scheme| lower.starts_with(scheme)),
    }
}

#[cfg(test)]
mod tests {
    use super::to_html;

    /// (Markdown, the HTML it must give)
    const CASES: &[(&str, &str)] = &[
        ("## Exercise 1: the typo", "<h2>Exercise 1: the typo</h2>\n"),
        (
            "Run `attic parse` now.",
            "<p>Run <code>attic parse</code> now.</p>\n",
        ),
        (
            "- **Goal**: read it.\n- **Time**: 30 minutes.",
            "<ul>\n<li><strong>Goal</strong>: read it.</li>\n<li><strong>Time</strong>: 30 minutes.</li>\n</ul>\n",
        ),
        (
            "```sh\nattic run a.cpl --eval 'F(1) < 2 && 3'\n```",
            "<pre><code class=\"language-sh\">attic run a.cpl --eval 'F(1) &lt; 2 &amp;&amp; 3'\n</code></pre>\n",
        ),
        ("Σ 1/k, «Указание» 3", "<p>Σ 1/k, «Указание» 3</p>\n"),
        (
            "a <script>alert(1)</script> b",
            "<p>a &lt;script&gt;alert(1)&lt;/script&gt; b</p>\n",
        ),
        (
            "<div onclick=\"x()\">\nhello\n</div>",
            "<p>&lt;div onclick=\"x()\"&gt;\nhello\n&lt;/div&gt;</p>\n",
        ),
        (
            "[the rules](https://example.org/rules) and [here](#exercise-2)",
            "<p><a href=\"https://example.org/rules\">the rules</a> and <a href=\"#exercise-2\">here</a></p>\n",
        ),
        (
            "[click](javascript:alert(1)) or [data](DATA:text/html,x)",
            "<p>click or data</p>\n",
        ),
        (
            "![a board](https://example.org/board.png)",
            "<p>a board</p>\n",
        ),
        (
            "| a | b |\n| --- | --- |\n| 1 | 2 |",
            "<table><thead><tr><th>a</th><th>b</th></tr></thead><tbody>\n<tr><td>1</td><td>2</td></tr>\n</tbody></table>\n",
        ),
    ];

    #[test]
    fn markdown_becomes_html_and_raw_html_stays_text() {
        for (markdown, expected) in CASES {
            assert_eq!(to_html(markdown), *expected, "for {markdown:?}");
        }
    }

    #[test]
    fn a_title_is_inline() {
        for (markdown, expected) in [
            (
                "call by name, Jensen's device",
                "call by name, Jensen's device",
            ),
            (
                "another `TerminalValue`, <b>in</b> a match",
                "another <code>TerminalValue</code>, &lt;b&gt;in&lt;/b&gt; a match",
            ),
        ] {
            assert_eq!(super::inline_html(markdown), expected, "for {markdown:?}");
        }
    }
}
