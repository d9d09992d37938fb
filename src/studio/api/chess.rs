//! `POST /api/chess/solve` (a mate problem, solved natively or by the 1970s ALGOL program),
//! `POST /api/chess/explain` (the tree of moves the ALGOL program tried, recorded from its own
//! run in the interpreter: `bridge::algol_explain`) and `GET /api/chess/problems` (the
//! problems of `programs/problems/`, embedded: `epd::SHIPPED`).

use std::time::Instant;

use crate::bridge::algol_chess::{self, PrepareError, Setup, Verdict};
use crate::chess::solve::{render_solution, Rules, Solver, MAX_MATE_IN};
use crate::chess::Position;
use crate::limits::Limits;
use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};

use super::{body, diagnostic_json, in_games_pool, ApiError, ApiResult, Games};
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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Solving {
    Native,
    /// The ALGOL program in the ALGOL interpreter.
    Algol,
    /// The ALGOL program's committed Rust translation (`src/translated/algol_mate_in_*.rs`).
    Translated,
}

/// The translated program's entry point, as `attic translate` writes it.
#[cfg(feature = "translated")]
type TranslatedRun =
    fn(
        &mut dyn std::io::BufRead,
        &mut dyn std::io::Write,
        crate::algol::Limits,
        usize,
    ) -> Result<crate::translated::algol_runtime::Stats, crate::diagnostic::Diagnostic>;

#[cfg(feature = "translated")]
fn translated_program(name: &str) -> Option<TranslatedRun> {
    use crate::translated::{
        algol_mate_in_2, algol_mate_in_3, algol_mate_in_4, algol_mate_in_5, algol_mate_in_6,
        algol_mate_in_n,
    };
    match name {
        "mate-in-2.alg" => Some(algol_mate_in_2::run),
        "mate-in-3.alg" => Some(algol_mate_in_3::run),
        "mate-in-4.alg" => Some(algol_mate_in_4::run),
        "mate-in-5.alg" => Some(algol_mate_in_5::run),
        "mate-in-6.alg" => Some(algol_mate_in_6::run),
        "mate-in-n.alg" => Some(algol_mate_in_n::run),
        _ => None,
    }
}

/// Runs the translation of `program` on `input` on a thread with the interpreter's stack.
#[cfg(feature = "translated")]
fn run_translated(
    program: &algol_chess::MateProgram,
    input: &str,
    limits: crate::algol::Limits,
) -> Result<(String, u64), crate::diagnostic::Diagnostic> {
    let Some(run) = translated_program(program.name) else {
        let source = crate::diagnostic::Source::new(program.name, program.source);
        return Err(source.error(Default::default(), "this program has no translation"));
    };
    let budget = crate::algol::STACK_BYTES - (256 << 20);
    crate::algol::on_big_stack(|| {
        let mut reader = std::io::Cursor::new(input.as_bytes());
        let mut out = Vec::new();
        let stats = run(&mut reader, &mut out, limits, budget)?;
        Ok((String::from_utf8_lossy(&out).into_owned(), stats.steps))
    })
}

#[cfg(not(feature = "translated"))]
fn run_translated(
    program: &algol_chess::MateProgram,
    _input: &str,
    _limits: crate::algol::Limits,
) -> Result<(String, u64), crate::diagnostic::Diagnostic> {
    let source = crate::diagnostic::Source::new(program.name, program.source);
    Err(source.error(
        Default::default(),
        "this attic was built without the translated programs",
    ))
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
fn solve_algol(fen: &str, mate: u32, translated: bool, clock: &Limits) -> Value {
    let (program, input) = match algol_chess::prepare(fen, mate) {
        Ok(p) => p,
        Err(PrepareError::Fen(e)) => {
            return json!({ "exit": 65, "error": format!("bad FEN '{fen}': {e}") })
        }
        Err(PrepareError::Refused(rule)) => return json!({ "exit": 65, "error": rule.to_string() }),
    };
    let started = Instant::now();
    let limits = crate::algol::Limits {
        max_steps: ALGOL_STEP_LIMIT,
        deadline: clock.deadline,
        cancel: clock.cancel.clone(),
        ..crate::algol::Limits::default()
    };
    let engine = if translated {
        "translated"
    } else {
        "interpreted"
    };
    let run = if translated {
        run_translated(&program, &input, limits)
    } else {
        algol_chess::run_program(&program, &input, limits)
            .map(|(output, stats)| (output, stats.steps))
            .map_err(|e| match e {
                crate::algol::Error::Runtime(d)
                | crate::algol::Error::Syntax(d)
                | crate::algol::Error::Limit(_, d)
                | crate::algol::Error::Output(d) => d,
            })
    };
    let seconds = started.elapsed().as_secs_f64();
    let (output, steps) = match run {
        Ok(done) => done,
        Err(d) => {
            return json!({
                "exit": 1, "engine": engine, "program": program.name, "seconds": seconds,
                "error": format!("{} stopped before its answer: {}", program.name, d.message),
                "diagnostic": diagnostic_json(&d),
            })
        }
    };
    let mut answer = json!({
        "engine": engine, "program": program.name, "seconds": seconds,
        "steps": steps, "output": output,
    });
    let (exit, text, keys) = match algol_chess::read_verdict(&output) {
        Ok(Verdict::Key(key)) | Ok(Verdict::MateInOne(key)) => {
            let named = Setup::from_fen(fen).ok().and_then(|s| {
                s.position
                    .parse_uci(&key)
                    .ok()
                    .map(|mv| (s.position.san(mv), mv.to_uci()))
            });
            match named {
                Some((san, uci)) => (0, format!("1.{san}!"), vec![(san, uci)]),
                None => (
                    1,
                    format!("the program printed a key that is not a legal move: {key}"),
                    vec![],
                ),
            }
        }
        Ok(Verdict::NoSolution) => (1, format!("no solution: no mate in {mate}"), vec![]),
        Ok(Verdict::IllegalPosition) => (
            65,
            "illegal position: black is in check with white to play".to_string(),
            vec![],
        ),
        Err(e) => (1, format!("{}: {e}", program.name), vec![]),
    };
    answer["exit"] = json!(exit);
    answer["text"] = json!(text);
    answer["keys"] = json!(keys.iter().map(|(san, _)| san).collect::<Vec<_>>());
    answer["keys_uci"] = json!(keys.iter().map(|(_, uci)| uci).collect::<Vec<_>>());
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
    let value = in_games_pool(&studio, Games::Solves, &kind, job).await?;
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
    let solving = match request.engine.as_deref().unwrap_or("native") {
        "native" => Solving::Native,
        "interpreted" | "algol" => Solving::Algol,
        "translated" => Solving::Translated,
        other => {
            return Err(ApiError::bad_request(format!(
                "unknown engine `{other}`: say \"native\", \"interpreted\" or \"translated\""
            )))
        }
    };
    let most = if solving == Solving::Native {
        MAX_MATE_IN
    } else {
        4
    };
    let least = if solving == Solving::Native { 1 } else { 2 };
    if !(least..=most).contains(&request.mate) {
        return Err(ApiError::bad_request(format!(
            "mate in {} is out of range: this solver takes {least} to {most}",
            request.mate
        )));
    }
    let kind = format!("solve {solving:?} mate {}", request.mate);
    let job = move |clock: Limits| match solving {
        Solving::Native => solve_native(&request.fen, request.mate, &clock),
        Solving::Algol => solve_algol(&request.fen, request.mate, false, &clock),
        Solving::Translated => solve_algol(&request.fen, request.mate, true, &clock),
    };
    let value = in_games_pool(&studio, Games::Solves, &kind, job).await?;
    if value["exit"] == 65 {
        return Err(ApiError::bad_request(
            value["error"].as_str().unwrap_or("bad input"),
        ));
    }
    Ok(Json(value))
}
