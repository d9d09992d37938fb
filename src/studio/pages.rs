//! The pages: plain HTML from `assets/`, one stylesheet and one script, all embedded with
//! `include_str!`. Each page is its body between the shared header and footer; the script
//! reads `data-page` on `<body>` and talks to the JSON API. The course page's exercise texts
//! are rendered here, from the course's README, so the page reads without the script.

use std::sync::OnceLock;

use crate::diff::{html, walk};
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;

use super::api::{in_games_pool, Games};
use super::markdown;
use super::Shared;

const SCRIPT: &str = include_str!("assets/studio.js");
const STYLE: &str = include_str!("assets/studio.css");

/// (path, data-page, title, body)
const PAGES: &[(&str, &str, &str, &str)] = &[
    (
        "/",
        "index",
        "attic studio",
        include_str!("assets/index.html"),
    ),
    (
        "/play",
        "play",
        "Play the 1966 program",
        include_str!("assets/play.html"),
    ),
    (
        "/think",
        "think",
        "Watch it think",
        include_str!("assets/think.html"),
    ),
    (
        "/listing",
        "listing",
        "The listing and its errata",
        include_str!("assets/listing.html"),
    ),
    (
        "/playground",
        "playground",
        "Playground",
        include_str!("assets/playground.html"),
    ),
    (
        "/problems",
        "problems",
        "Mate problems",
        include_str!("assets/problems.html"),
    ),
    (
        "/course",
        "course",
        "The course",
        include_str!("assets/course.html"),
    ),
];

const NAV: &[(&str, &str)] = &[
    ("/play", "Play"),
    ("/think", "Watch it think"),
    ("/listing", "The listing"),
    ("/playground", "Playground"),
    ("/problems", "Mate problems"),
    ("/course", "The course"),
];

fn layout(page: &str, title: &str, body: &str) -> String {
    let nav: String = NAV
        .iter()
        .map(|(href, label)| {
            let current = if href.trim_start_matches('/') == page {
                " aria-current=\"page\""
            } else {
                ""
            };
            format!("<a href=\"{href}\"{current}>{label}</a>")
        })
        .collect();
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{title}</title><link rel=\"stylesheet\" href=\"/assets/studio.css\"></head>\n\
         <body data-page=\"{page}\"><header><a class=\"home\" href=\"/\">attic studio</a>\
         <nav>{nav}</nav></header>\n<main><h1>{title}</h1>\n{body}</main>\n\
         <script src=\"/assets/studio.js\"></script></body></html>\n"
    )
}

pub fn routes() -> Router<Shared> {
    let mut router = Router::new();
    for &(path, page, title, body) in PAGES {
        let text = if page == "course" {
            layout(page, title, &course_body(body))
        } else {
            layout(page, title, body)
        };
        router = router.route(path, get(move || async move { Html(text) }));
    }
    router
        .route(
            "/assets/studio.js",
            get(|| async { asset("text/javascript; charset=utf-8", SCRIPT) }),
        )
        .route(
            "/assets/studio.css",
            get(|| async { asset("text/css; charset=utf-8", STYLE) }),
        )
        .route("/listing/errata", get(errata_page))
        .route("/listing/witnesses", get(witnesses))
}

/// The course page's body: `assets/course.html` with the progress list, the README's
/// introduction and every exercise's text put in, rendered from the README's Markdown here.
/// The script gives each exercise its answer box and check, and keeps the answers and the
/// progress in the browser.
fn course_body(template: &str) -> String {
    let exercises = crate::course::exercises();
    let progress: String = exercises
        .iter()
        .map(|e| {
            format!(
                "<li data-exercise=\"{n}\" data-state=\"unchecked\"><a href=\"#exercise-{n}\">\
                 {n}. {title}</a> <span class=\"state\">not checked</span></li>\n",
                n = e.number,
                title = markdown::inline_html(e.title),
            )
        })
        .collect();
    let texts: String = exercises
        .iter()
        .map(|e| {
            format!(
                "<section class=\"exercise\" id=\"exercise-{n}\" data-exercise=\"{n}\">\
                 <div class=\"exercise-text\">\n{text}</div></section>\n",
                n = e.number,
                text = markdown::to_html(e.section),
            )
        })
        .collect();
    let introduction = markdown::to_html(crate::course::introduction());
    fill(
        template,
        &[
            ("{progress}", &progress),
            ("{introduction}", &introduction),
            ("{exercises}", &texts),
        ],
    )
}

/// `template` with each place named in `values` replaced by its value, in one pass (what is
/// put in is never read for places again); a place it names that the template lacks is a
/// mistake in the template, caught by the page's tests.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out =
        String::with_capacity(template.len() + values.iter().map(|(_, v)| v.len()).sum::<usize>());
    let mut rest = template;
    while let Some((at, (place, value))) = values
        .iter()
        .filter_map(|pair| rest.find(pair.0).map(|at| (at, pair)))
        .min_by_key(|(at, _)| *at)
    {
        out.push_str(&rest[..at]);
        out.push_str(value);
        rest = &rest[at + place.len()..];
    }
    out.push_str(rest);
    out
}

fn asset(kind: &'static str, text: &'static str) -> Response {
    ([(header::CONTENT_TYPE, kind)], text).into_response()
}

/// The errata walk (about 5 s of work), run once and kept: the page and the witnesses.
struct Errata {
    page: String,
    witnesses: serde_json::Value,
}

static ERRATA: OnceLock<Result<Errata, String>> = OnceLock::new();

fn compute_errata() -> Result<Errata, String> {
    // `attic errata`'s plan: 8 plies breadth first reach F3's 7-ply witness.
    let plan = crate::diff::compare::Plan {
        plies: 8,
        ..crate::diff::compare::Plan::default()
    };
    let w = walk::walk(&plan, &mut |_, _| {}).map_err(|e| e.to_string())?;
    let mut witnesses = Vec::new();
    let mut add = |what: String, from: &str, c: &crate::diff::compare::Comparison| {
        // A run starts at the opening unless its label names a FEN (`the ring FEN`).
        let fen = from.strip_prefix("the ring ").unwrap_or("");
        for (i, witness) in c.witnesses.iter().enumerate() {
            witnesses.push(serde_json::json!({
                "what": format!("{what}, difference {}", i + 1),
                "from": from,
                "fen": fen,
                "moves": witness.path,
                "found_by": witness.found_by,
            }));
        }
    };
    for step in &w.steps {
        if let walk::Evidence::Compared(c) = &step.evidence {
            add(step.erratum.id.clone(), "the opening", c);
        }
    }
    for x in &w.experiments {
        for (from, c) in &x.runs {
            add(format!("{} from {from}", x.id), from, c);
        }
    }
    Ok(Errata {
        page: html::walk_page(&w),
        witnesses: serde_json::Value::Array(witnesses),
    })
}

async fn errata(studio: &Shared) -> Result<&'static Errata, Response> {
    if ERRATA.get().is_none() {
        let computed = in_games_pool(
            studio,
            Games::Solves,
            "errata",
            crate::studio::pool::Nature::open(),
            |_| compute_errata(),
        )
        .await
        .map_err(IntoResponse::into_response)?;
        let _ = ERRATA.set(computed);
    }
    match ERRATA.get() {
        Some(Ok(errata)) => Ok(errata),
        Some(Err(e)) => Err((
            StatusCode::INTERNAL_SERVER_ERROR,
            format!("the errata walk failed: {e}\n"),
        )
            .into_response()),
        None => Err(StatusCode::INTERNAL_SERVER_ERROR.into_response()),
    }
}

async fn errata_page(State(studio): State<Shared>) -> Response {
    match errata(&studio).await {
        Ok(e) => Html(e.page.clone()).into_response(),
        Err(r) => r,
    }
}

async fn witnesses(State(studio): State<Shared>) -> Response {
    match errata(&studio).await {
        Ok(e) => axum::Json(e.witnesses.clone()).into_response(),
        Err(r) => r,
    }
}
