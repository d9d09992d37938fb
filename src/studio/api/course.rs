//! `GET /api/course` (the exercises of `crate::course`: title, text as Markdown and as HTML,
//! starter file) and
//! `POST /api/course/check` (an exercise's check run on what the student typed). A check
//! runs the student's program, so it runs as programs from requests do: in the programs
//! pool, in a child process of its own ([`super::sandbox`]) under the studio's memory cap and
//! deadline.

use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};

use super::{body, ApiError, ApiResult};
use crate::studio::markdown;
use crate::studio::sandbox::Stopped;
use crate::studio::{PoolError, Shared};

pub async fn list() -> Json<Value> {
    let exercises: Vec<Value> = crate::course::exercises()
        .iter()
        .map(|e| {
            json!({
                "number": e.number,
                "title": e.title,
                "section": e.section,
                "html": markdown::to_html(e.section),
                "starter": e.starter.map(|(file, text)| json!({
                    "file": format!("{}/{file}", crate::course::FOLDER),
                    "text": text,
                })),
            })
        })
        .collect();
    Json(json!({
        "introduction": markdown::to_html(crate::course::introduction()),
        "exercises": exercises,
    }))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckBody {
    exercise: u32,
    answer: String,
}

/// The child's side: the check's report as JSON.
pub fn check_in_child(request: &Value) -> Value {
    let n = request["exercise"].as_u64().unwrap_or(0) as u32;
    let answer = request["answer"].as_str().unwrap_or("");
    match crate::course::check(n, answer) {
        Ok(report) => json!({
            "passed": report.passed,
            "message": report.message,
            "hint": report.hint,
            "diagnostic": report.syntax_error.as_ref().map(super::diagnostic_json),
        }),
        Err(e) => json!({ "error": e.to_string() }),
    }
}

/// `POST /api/course/check`: `{"exercise": N, "answer"}` -> `{"passed", "message", "hint",
/// "diagnostic"}`; past the deadline or the memory cap, a report that says so.
pub async fn check(
    State(studio): State<Shared>,
    request: Result<Json<CheckBody>, JsonRejection>,
) -> ApiResult {
    let request = body(request)?;
    if crate::course::exercise(request.exercise).is_none() {
        return Err(ApiError::bad_request(format!(
            "there is no exercise {}: the course has 1 to {}",
            request.exercise,
            crate::course::COUNT
        )));
    }
    let child_request = json!({
        "kind": "course",
        "exercise": request.exercise,
        "answer": request.answer,
    });
    let crate::studio::job::Ended { result, deadline } =
        crate::studio::job::in_child(&studio, child_request).await;
    let stopped = |why: String| {
        Ok(Json(json!({
            "passed": false,
            "message": why,
            "hint": "an answer that runs without end, or grows without end, cannot be checked",
            "diagnostic": Value::Null,
        })))
    };
    match result {
        Ok(Ok(answer)) => match answer.get("error").and_then(Value::as_str) {
            Some(e) => Err(ApiError::internal(e)),
            None => Ok(Json(answer)),
        },
        Ok(Err(Stopped::Time)) | Err(PoolError::Deadline) => stopped(format!(
            "time limit reached: the check took longer than {} s",
            deadline.as_secs_f64()
        )),
        Ok(Err(Stopped::Trouble(why))) => Err(ApiError::internal(why)),
        Ok(Err(other)) => stopped(other.limit().map(|(_, why)| why).unwrap_or_default()),
        Err(e) => Err(ApiError::from_pool(&studio.programs, e, deadline)),
    }
}
