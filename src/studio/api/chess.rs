//! `POST /api/chess/solve` (a mate problem, solved natively or by the 1970s ALGOL program),
//! `POST /api/chess/explain` (the tree of moves the ALGOL program tried, recorded from its own
//! run in the interpreter: `bridge::algol_explain`) and `GET /api/chess/problems` (the
//! problems of `programs/problems/`, embedded: `epd::SHIPPED`).

use std::time::Instant;

use crate::bridge::algol_chess::{self, PrepareError, RunError, Verdict};
use crate::bridge::mate_solver::{solve_algol as solve_algol_program, AlgolSolveError, MateEngine};
use crate::chess::solve::{render_solution, Rules, Solver};
use crate::chess::Position;
use crate::limits::Limits;
use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};

use super::{body, diagnostic_json, in_games_pool, ApiError, ApiResult, Games};
use crate::studio::pool::Nature;
use crate::studio::Shared;

/// Positions the native solver may search for one request.
const NATIVE_NODE_LIMIT: u64 = 200_000_000;
/// Steps the ALGOL program may take for one request: about the games deadline interpreted
/// (some 3 million steps a second), so a long mate in 4 stops on its own with a step-limit answer.
const ALGOL_STEP_LIMIT: u64 = 300_000_000;

pub async fn problems() -> ApiResult {
    let all = crate::chess::epd::shipped_problems().map_err(ApiError::bad_request)?;
    let all: Vec<Value> = all
        .into_iter()
        .map(|(path, p)| {
            json!({
                "file": path, "id": p.id, "fen": p.fen, "mate": p.mate_in,
                "keys": p.keys, "source": p.comment,
            })
        })
        .collect();
    Ok(Json(json!({ "problems": all })))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SolveBody {
    fen: String,
    mate: u32,
    /// `native` (default); `interpreted` (or `algol`) for the ALGOL program in the interpreter,
    /// `translated` for its Rust translation.
    #[serde(default)]
    engine: Option<String>,
}

/// The native solver: every key, threat and variation in the problemists' layout.
fn solve_native(fen: &str, mate: u32, clock: &Limits) -> Value {
    let pos = match Position::from_fen(fen) {
        Ok(p) => p,
        Err(e) => return json!({ "exit": 65, "error": format!("bad FEN '{fen}': {e}") }),
    };
    let started = Instant::now();
    let mut solver = Solver::new(Rules::default())
        .with_node_limit(NATIVE_NODE_LIMIT)
        .with_clock(clock);
    match solver.solve(&pos, mate, false, &mut |_| {}) {
        Ok(solution) => {
            let keys: Vec<String> = solution.keys.iter().map(|k| pos.san(k.mv)).collect();
            let uci: Vec<String> = solution.keys.iter().map(|k| k.mv.to_uci()).collect();
            json!({
                "exit": if keys.is_empty() { 1 } else { 0 },
                "engine": "native",
                "text": render_solution(&solution),
                "keys": keys,
                "keys_uci": uci,
                "nodes": solution.nodes,
                "seconds": started.elapsed().as_secs_f64(),
            })
        }
        Err(e) => json!({ "exit": 1, "engine": "native", "error": e.to_string(),
                          "seconds": started.elapsed().as_secs_f64() }),
    }
}

/// The rebuilt ALGOL program for mate in N, interpreted or translated: its own verdict, its
/// key in SAN.
fn solve_algol(fen: &str, mate: u32, engine: MateEngine, clock: &Limits) -> Value {
    let Some(program) = algol_chess::program_for(mate) else {
        return json!({ "exit": 65, "error": AlgolSolveError::Moves(mate).to_string() });
    };
    let Some(executor) = engine.algol_executor() else {
        return json!({ "exit": 65, "error": "the native solver is not an ALGOL program" });
    };
    let started = Instant::now();
    let limits = crate::algol::Limits {
        max_steps: ALGOL_STEP_LIMIT,
        deadline: clock.deadline,
        cancel: clock.cancel.clone(),
        ..crate::algol::Limits::default()
    };
    let run = solve_algol_program(executor, program, fen, limits);
    let seconds = started.elapsed().as_secs_f64();
    let mut answer = json!({
        "engine": engine.name(), "program": program.name, "seconds": seconds,
    });
    let (exit, text, keys, uci) = match run {
        Ok(done) => {
            answer["steps"] = json!(done.stats.steps);
            answer["output"] = json!(done.output);
            match (&done.verdict, done.key) {
                (_, Some(key)) => (0, format!("1.{}!", key.san), vec![key.san], vec![key.uci]),
                (Verdict::IllegalPosition, None) => (
                    65,
                    "illegal position: black is in check with white to play".to_string(),
                    vec![],
                    vec![],
                ),
                (_, None) => (1, format!("no solution: no mate in {mate}"), vec![], vec![]),
            }
        }
        Err(AlgolSolveError::Prepare(PrepareError::Fen(e))) => {
            return json!({ "exit": 65, "error": format!("bad FEN '{fen}': {e}") })
        }
        Err(AlgolSolveError::Prepare(PrepareError::Refused(rule))) => {
            return json!({ "exit": 65, "error": rule.to_string() })
        }
        Err(AlgolSolveError::Stopped { program, error }) => {
            let why = match &error {
                RunError::Program(e) => {
                    answer["diagnostic"] = diagnostic_json(e.diagnostic());
                    e.diagnostic().message.clone()
                }
                RunError::NoTranslation(_) => error.to_string(),
            };
            answer["error"] = json!(format!("{program} stopped before its answer: {why}"));
            answer["exit"] = json!(1);
            return answer;
        }
        Err(e @ (AlgolSolveError::Output { .. } | AlgolSolveError::IllegalKey { .. })) => {
            if let AlgolSolveError::Output { output, .. }
            | AlgolSolveError::IllegalKey { output, .. } = &e
            {
                answer["output"] = json!(output);
            }
            (1, e.to_string(), vec![], vec![])
        }
        Err(e @ AlgolSolveError::Moves(_)) => return json!({ "exit": 65, "error": e.to_string() }),
    };
    answer["exit"] = json!(exit);
    answer["text"] = json!(text);
    answer["keys"] = json!(keys);
    answer["keys_uci"] = json!(uci);
    answer
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExplainBody {
    fen: String,
    mate: u32,
    /// Moves shown at each position before the rest are folded into a count (5).
    #[serde(default)]
    show: Option<usize>,
}

/// The most moves a position the outline may show: a bigger `show` is this.
const MOST_SHOWN: usize = 50;

/// The ALGOL program's own tree for one problem: the outline `attic chess explain` prints,
/// with the program's answer and counts.
fn explain_algol(fen: &str, mate: u32, show: usize, clock: &Limits) -> Value {
    use crate::bridge::algol_explain::{self, ExplainError};
    let limits = crate::algol::Limits {
        max_steps: ALGOL_STEP_LIMIT,
        deadline: clock.deadline,
        cancel: clock.cancel.clone(),
        ..crate::algol::Limits::default()
    };
    let started = Instant::now();
    match algol_explain::explain_keeping(fen, mate, limits, Some(show)) {
        Ok(e) => {
            let exit = match e.verdict {
                Verdict::Key(_) | Verdict::MateInOne(_) => 0,
                Verdict::NoSolution => 1,
                Verdict::IllegalPosition => 65,
            };
            json!({
                "exit": exit,
                "engine": "interpreted",
                "program": e.program,
                "key": e.key,
                "key_san": e.key_san,
                "made": e.made,
                "tried": e.moves.len() as u64 + e.illegal,
                "steps": e.steps,
                "calls": e.calls,
                "show": show,
                "text": algol_explain::outline(&e, show),
                "error": if exit == 65 {
                    Some("illegal position: black is in check with white to play")
                } else {
                    None
                },
                "seconds": started.elapsed().as_secs_f64(),
            })
        }
        Err(ExplainError::Prepare(PrepareError::Fen(e))) => {
            json!({ "exit": 65, "error": format!("bad FEN '{fen}': {e}") })
        }
        Err(ExplainError::Prepare(PrepareError::Refused(rule))) => {
            json!({ "exit": 65, "error": rule.to_string() })
        }
        Err(e @ ExplainError::NotCertified(_)) => json!({ "exit": 65, "error": e.to_string() }),
        Err(e) => json!({
            "exit": 1, "engine": "interpreted", "error": e.to_string(),
            "seconds": started.elapsed().as_secs_f64(),
        }),
    }
}

pub async fn explain(
    State(studio): State<Shared>,
    request: Result<Json<ExplainBody>, JsonRejection>,
) -> ApiResult {
    let request = body(request)?;
    let show = request.show.unwrap_or(5).clamp(1, MOST_SHOWN);
    let kind = format!("explain mate {}", request.mate);
    let job = move |clock: Limits| explain_algol(&request.fen, request.mate, show, &clock);
    let value = in_games_pool(&studio, Games::Solves, &kind, solving(), job).await?;
    if value["exit"] == 65 {
        return Err(ApiError::bad_request(
            value["error"].as_str().unwrap_or("bad input"),
        ));
    }
    Ok(Json(value))
}

pub async fn solve(
    State(studio): State<Shared>,
    request: Result<Json<SolveBody>, JsonRejection>,
) -> ApiResult {
    let request = body(request)?;
    let name = request.engine.as_deref().unwrap_or("native");
    let Some(engine) = MateEngine::from_name(name) else {
        return Err(ApiError::bad_request(format!(
            "unknown engine `{name}`: say \"native\", \"interpreted\" or \"translated\""
        )));
    };
    let accepted = engine.accepts();
    if !accepted.contains(&request.mate) {
        return Err(ApiError::bad_request(format!(
            "mate in {} is out of range: this solver takes {} to {}",
            request.mate,
            accepted.start(),
            accepted.end()
        )));
    }
    let kind = format!("solve {engine} mate {}", request.mate);
    let job = move |clock: Limits| match engine {
        MateEngine::Native => solve_native(&request.fen, request.mate, &clock),
        _ => solve_algol(&request.fen, request.mate, engine, &clock),
    };
    let value = in_games_pool(&studio, Games::Solves, &kind, solving(), job).await?;
    if value["exit"] == 65 {
        return Err(ApiError::bad_request(
            value["error"].as_str().unwrap_or("bad input"),
        ));
    }
    Ok(Json(value))
}

/// A solve or an explanation: its cost depends on the position, and an answer refusing the
/// request as bad input (exit 65: a bad FEN, a depth the program does not take) teaches
/// nothing of what its kind costs.
fn solving() -> Nature<Value> {
    Nature {
        bounded: false,
        teaches: |answer| answer["exit"] != 65,
    }
}
