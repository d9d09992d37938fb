//! The JSON API under `/api/` (the README's "The studio's API" documents every endpoint).
//! Each handler reads its request, runs the library's work in a pool and formats the answer.
//! A malformed request is 400 with `{"error": ...}` in words; a full pool is 503 with
//! Retry-After.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

use crate::limits::Limits;
use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{json, Value};

use super::pool::Nature;
use super::sandbox::Stopped;
use super::{Pool, PoolError, Shared};

mod checkers;
mod chess;
mod course;
mod programs;

pub fn routes() -> Router<Shared> {
    Router::new()
        .route("/health", get(health))
        .route("/run", post(run))
        .route("/translate", post(translate))
        .route("/programs", get(programs::list))
        .route("/checkers/move", post(checkers::play))
        .route("/checkers/think", post(checkers::think))
        .route("/chess/solve", post(chess::solve))
        .route("/chess/explain", post(chess::explain))
        .route("/chess/problems", get(chess::problems))
        .route("/course", get(course::list))
        .route("/course/check", post(course::check))
}

/// An answer that is not a 200.
pub struct ApiError {
    status: StatusCode,
    message: String,
    /// With a 503: when to try again, in seconds.
    retry_after: u64,
}

impl ApiError {
    pub fn bad_request(message: impl std::fmt::Display) -> ApiError {
        ApiError {
            status: StatusCode::BAD_REQUEST,
            message: message.to_string(),
            retry_after: 0,
        }
    }

    fn from_pool(pool: &Pool, error: PoolError, deadline: std::time::Duration) -> ApiError {
        let (status, message, retry_after) = match error {
            PoolError::Busy { retry_after } => (
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "busy: the {} waiting for a worker could not be answered in time; \
                     try again in {retry_after} s",
                    pool.name()
                ),
                retry_after,
            ),
            PoolError::Deadline => (
                StatusCode::SERVICE_UNAVAILABLE,
                format!(
                    "time limit reached: no answer within {} s",
                    deadline.as_secs_f64()
                ),
                1,
            ),
            PoolError::Panicked => (
                StatusCode::INTERNAL_SERVER_ERROR,
                "internal error: the job panicked (a bug in attic)".to_string(),
                0,
            ),
        };
        ApiError {
            status,
            message,
            retry_after,
        }
    }
}

impl ApiError {
    /// A fault of the server (500), in words.
    pub fn internal(why: impl std::fmt::Display) -> ApiError {
        ApiError {
            status: StatusCode::INTERNAL_SERVER_ERROR,
            message: format!("internal error: {why}"),
            retry_after: 0,
        }
    }
}

/// The child's side of a course check (`attic serve --run-one` with `"kind": "course"`).
pub fn course_check_in_child(request: &Value) -> Value {
    course::check_in_child(request)
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = Json(json!({ "error": self.message }));
        if self.status == StatusCode::SERVICE_UNAVAILABLE {
            let retry = self.retry_after.max(1).to_string();
            (self.status, [(header::RETRY_AFTER, retry)], body).into_response()
        } else {
            (self.status, body).into_response()
        }
    }
}

pub type ApiResult = Result<Json<Value>, ApiError>;

/// The body as JSON of the expected shape, or a 400 that says what is wrong with it.
pub fn body<T>(request: Result<Json<T>, JsonRejection>) -> Result<T, ApiError> {
    match request {
        Ok(Json(value)) => Ok(value),
        Err(rejection) => Err(ApiError {
            status: if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                StatusCode::PAYLOAD_TOO_LARGE
            } else {
                StatusCode::BAD_REQUEST
            },
            message: format!("bad request body: {}", rejection.body_text()),
            retry_after: 0,
        }),
    }
}

/// Which pool the studio's own work runs in.
#[derive(Debug, Clone, Copy)]
pub enum Games {
    /// Checkers moves and searches.
    Moves,
    /// Mate solutions and the errata page.
    Solves,
}

/// Runs `job` in the `games` pool by the studio's game deadline, its time counted under `kind`
/// (jobs of a kind take about as long as each other: an engine at a depth, a solver at a
/// problem's depth), by which the pool expects the next ones. The job gets that deadline
/// and the pool's cancel flag as [`Limits`] (steps and depth at their defaults) to hand to the
/// library, so work past the deadline stops where it is instead of keeping its worker.
///
/// `nature` says whether the job's cost is bounded by construction (only such a job may run
/// inline on a runtime worker) and which answers teach the pool its kind's cost (a request
/// refused for bad input teaches nothing).
pub async fn in_games_pool<T: Send + 'static>(
    studio: &Shared,
    games: Games,
    kind: &str,
    nature: Nature<T>,
    job: impl FnOnce(Limits) -> T + Send + 'static,
) -> Result<T, ApiError> {
    let pool = match games {
        Games::Moves => &studio.moves,
        Games::Solves => &studio.solves,
    };
    let deadline = studio.config.game_deadline;
    let due = Instant::now() + deadline;
    let clocked = move |cancel: Arc<AtomicBool>| {
        job(Limits {
            deadline: Some(due),
            cancel: Some(cancel),
            ..Limits::default()
        })
    };
    let value = pool
        .run_as(kind, nature, due, clocked)
        .await
        .map_err(|e| ApiError::from_pool(pool, e, deadline))?;
    // A job the clock stopped may end a moment before the pool's timer: its answer is the
    // limit's error, which is the same "no answer within the deadline".
    if Instant::now() >= due {
        return Err(ApiError::from_pool(pool, PoolError::Deadline, deadline));
    }
    Ok(value)
}

async fn health(State(studio): State<Shared>) -> Json<Value> {
    let pool = |p: &Pool| {
        let (running, waiting) = p.load();
        json!({
            "running": running,
            "waiting": waiting,
            "expected_wait_seconds": p.expected_wait().as_secs_f64(),
        })
    };
    Json(json!({
        "status": "ok",
        "version": env!("CARGO_PKG_VERSION"),
        "uptime_seconds": studio.started.elapsed().as_secs(),
        "pools": {
            "programs": pool(&studio.programs),
            "moves": pool(&studio.moves),
            "solves": pool(&studio.solves),
        },
    }))
}

// ---------------------------------------------------------------------------------------------
// running programs

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RunBody {
    language: String,
    source: String,
    #[serde(default)]
    eval: Option<String>,
    #[serde(default)]
    input: String,
    /// CPL: load the checkers prelude after the program (default true).
    #[serde(default)]
    prelude: Option<bool>,
    /// CPL: `set` (default) or `xor`.
    #[serde(default)]
    reading: Option<String>,
    /// CPL: the call counts of each definition on stderr.
    #[serde(default)]
    counts: bool,
    /// Trace the run's calls (CPL definitions, ALGOL procedures), answered in `"trace"`.
    #[serde(default)]
    trace: bool,
    /// With `trace`: calls nested deeper than this are not shown (every call when left out).
    #[serde(default)]
    trace_depth: Option<usize>,
    /// ALGOL: also trace every `go to` taken (implies `trace`).
    #[serde(default)]
    trace_labels: bool,
    /// CPL, with `trace`: values as the program holds them (no FEN, no move names).
    #[serde(default)]
    trace_raw: bool,
}

pub fn language(name: &str) -> Result<crate::run::Language, ApiError> {
    match name {
        "cpl" => Ok(crate::run::Language::Cpl),
        "algol" => Ok(crate::run::Language::Algol),
        other => Err(ApiError::bad_request(format!(
            "unknown language `{other}`: say \"cpl\" or \"algol\""
        ))),
    }
}

pub fn reading(name: Option<&str>) -> Result<crate::cpl::runtime::logical::Reading, ApiError> {
    match name.unwrap_or("set") {
        "set" => Ok(crate::cpl::runtime::logical::Reading::Set),
        "xor" => Ok(crate::cpl::runtime::logical::Reading::Xor),
        other => Err(ApiError::bad_request(format!(
            "unknown reading `{other}`: say \"set\" or \"xor\""
        ))),
    }
}

/// A diagnostic as JSON: the message, file, line, column, the line's text, the caret's width.
pub fn diagnostic_json(d: &crate::diagnostic::Diagnostic) -> Value {
    json!({
        "message": d.message,
        "file": d.at.file,
        "line": d.at.line,
        "column": d.at.col,
        "width": d.at.width,
        "line_text": d.at.line_text,
        "rendered": d.to_string(),
    })
}

/// `POST /api/run`: `{"language", "source", "eval", "input", "trace"}` -> `{"stdout", "stderr",
/// "exit", "diagnostic", "trace"}` with the CLI's exit codes. The run has the studio's limits and runs in a
/// child process ([`sandbox`]): past its deadline it is killed and the answer is exit 1 with a
/// time-limit error; past its memory cap it dies alone, answered with a memory-limit error.
async fn run(
    State(studio): State<Shared>,
    request: Result<Json<RunBody>, JsonRejection>,
) -> ApiResult {
    let request = body(request)?;
    // Checked here, so a wrong word is a 400 before any process starts.
    language(&request.language)?;
    reading(request.reading.as_deref())?;
    let limits = studio.config.limits;
    let child_request = json!({
        "language": request.language,
        "source": request.source,
        "eval": request.eval,
        "input": request.input,
        "prelude": request.prelude.unwrap_or(true),
        "reading": request.reading,
        "counts": request.counts,
        "trace": request.trace || request.trace_labels,
        "trace_depth": request.trace_depth,
        "trace_labels": request.trace_labels,
        "trace_raw": request.trace_raw,
        "limits": {
            "max_steps": limits.max_steps,
            "max_depth": limits.max_depth,
            "max_output": limits.max_output,
        },
    });
    let super::job::Ended { result, deadline } = super::job::in_child(&studio, child_request).await;
    let time_limit = || {
        Json(json!({
            "stdout": "",
            "stderr": format!(
                "error: time limit reached: the run took longer than {} s\n",
                deadline.as_secs_f64()
            ),
            "exit": crate::run::exit::FAILED,
            "diagnostic": Value::Null,
            "limit": "time",
        }))
    };
    match result {
        Ok(Ok(answer)) => Ok(Json(answer)),
        Ok(Err(Stopped::Time)) | Err(PoolError::Deadline) => Ok(time_limit()),
        Ok(Err(Stopped::Trouble(why))) => Err(ApiError::internal(why)),
        Ok(Err(stopped)) => {
            let (limit, why) = stopped.limit().unwrap_or(("crash", String::new()));
            Ok(Json(json!({
                "stdout": "",
                "stderr": format!("error: {why}\n"),
                "exit": crate::run::exit::FAILED,
                "diagnostic": Value::Null,
                "limit": limit,
            })))
        }
        Err(e) => Err(ApiError::from_pool(&studio.programs, e, deadline)),
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TranslateBody {
    /// `cpl` (default) or `algol`.
    #[serde(default)]
    language: Option<String>,
    source: String,
    #[serde(default)]
    reading: Option<String>,
    #[serde(default)]
    prelude: Option<bool>,
}

/// The child's side of a translation (`attic serve --run-one` with `"kind": "translate"`).
pub fn translate_in_child(request: &Value) -> Value {
    use crate::translate::{translate, TranslateError, TranslateRequest};
    let source = request["source"].as_str().unwrap_or("");
    let algol = request["language"] == "algol";
    let language = if algol {
        crate::run::Language::Algol
    } else {
        crate::run::Language::Cpl
    };
    let mut translation = TranslateRequest::new(language, "program", source);
    if algol {
        translation.command = "attic translate program.alg".to_string();
    } else {
        translation.reading = match request["reading"].as_str() {
            Some("xor") => crate::cpl::runtime::logical::Reading::Xor,
            _ => crate::cpl::runtime::logical::Reading::Set,
        };
        translation.prelude = request["prelude"].as_bool().unwrap_or(true);
        translation.command = "attic translate program.cpl --prelude".to_string();
    }
    match translate(&translation) {
        Ok(rust) => json!({ "exit": 0, "rust": rust }),
        Err(TranslateError::Syntax(d)) => json!({ "exit": 65, "diagnostic": diagnostic_json(&d) }),
        Err(TranslateError::Refused(why)) => json!({ "exit": 65, "error": why }),
    }
}

/// `POST /api/translate`: a CPL or ALGOL program -> `{"rust"}` or `{"diagnostic"}`/`{"error"}`.
/// Parsing and translating recurse once a nesting level, so a translation runs in a child
/// process as a run does ([`sandbox`]): a text nested past its stack kills only the child.
async fn translate(
    State(studio): State<Shared>,
    request: Result<Json<TranslateBody>, JsonRejection>,
) -> ApiResult {
    let request = body(request)?;
    reading(request.reading.as_deref())?;
    let algol =
        language(request.language.as_deref().unwrap_or("cpl"))? == crate::run::Language::Algol;
    let child_request = json!({
        "kind": "translate",
        "language": if algol { "algol" } else { "cpl" },
        "source": request.source,
        "reading": request.reading,
        "prelude": request.prelude.unwrap_or(true),
    });
    let super::job::Ended { result, deadline } = super::job::in_child(&studio, child_request).await;
    match result {
        Ok(Ok(answer)) => Ok(Json(answer)),
        Ok(Err(Stopped::Time)) => Err(ApiError::from_pool(
            &studio.programs,
            PoolError::Deadline,
            deadline,
        )),
        Ok(Err(Stopped::Trouble(why))) => Err(ApiError::internal(why)),
        Ok(Err(stopped)) => {
            let (limit, why) = stopped.limit().unwrap_or(("crash", String::new()));
            Ok(Json(json!({ "exit": 1, "error": why, "limit": limit })))
        }
        Err(e) => Err(ApiError::from_pool(&studio.programs, e, deadline)),
    }
}
