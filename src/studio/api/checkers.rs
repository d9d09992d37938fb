//! `POST /api/checkers/move` (a move and the program's reply) and `POST /api/checkers/think`
//! (the program's choice with the call counts of each definition). The game is the client's:
//! each request carries the position as PDN FEN, so the server keeps no state.
//!
//! The engines are the CLI's: `interpreted` (the corrected 1966 listing in the CPL
//! interpreter), `translated` (its committed Rust translation) and `native` (the bitboard
//! engine, `rules` english or strachey). Each worker thread keeps its engines loaded.

use std::cell::RefCell;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

use attic::bridge::checkers::{name_tuples, BridgeError, Interpreted, NamedSuccessor, Player};
use attic::checkers::search::format_value;
use attic::checkers::{
    format_fen, parse_fen, Decision, Native, Piece, Position, Rules, SearchKind, Side,
};
use attic::cpl::logical::Reading;
use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};

use super::{body, diagnostic_json, in_games_pool, ApiError, ApiResult};
use crate::studio::Shared;

/// The deepest search a request may ask of each kind of engine.
const MAX_PROGRAM_DEPTH: u32 = 5;
const MAX_NATIVE_DEPTH: u32 = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum EngineName {
    Interpreted,
    Translated,
    Native(Rules),
}

fn engine_name(name: Option<&str>, rules: Option<&str>) -> Result<EngineName, ApiError> {
    let rules = match rules.unwrap_or("strachey") {
        "strachey" => Rules::Strachey,
        "english" => Rules::English,
        other => {
            return Err(ApiError::bad_request(format!(
                "unknown rules `{other}`: say \"strachey\" or \"english\""
            )))
        }
    };
    match name.unwrap_or("interpreted") {
        "interpreted" => Ok(EngineName::Interpreted),
        "translated" if cfg!(feature = "translated") => Ok(EngineName::Translated),
        "native" => Ok(EngineName::Native(rules)),
        other => Err(ApiError::bad_request(format!(
            "unknown engine `{other}`: say \"interpreted\", \"translated\" or \"native\""
        ))),
    }
}

thread_local! {
    /// The corrected listing loaded in an interpreter, once a worker thread.
    static INTERPRETED: RefCell<Option<Interpreted>> = const { RefCell::new(None) };
}

/// Calls `task` with the engine named; engines that load a program are kept per thread.
fn with_engine<T>(
    name: EngineName,
    task: &mut dyn FnMut(&mut dyn Player) -> T,
) -> Result<T, String> {
    match name {
        EngineName::Native(rules) => Ok(task(&mut Native::new(rules))),
        EngineName::Interpreted => INTERPRETED.with(|cell| {
            let mut slot = cell.borrow_mut();
            if slot.is_none() {
                let engine = Interpreted::corrected(Reading::Set)
                    .map_err(|e| format!("the corrected listing does not load: {e}"))?;
                *slot = Some(engine);
            }
            Ok(task(slot.as_mut().expect("loaded above")))
        }),
        #[cfg(feature = "translated")]
        EngineName::Translated => Ok(task(&mut attic::bridge::translated::Translated::new())),
        #[cfg(not(feature = "translated"))]
        EngineName::Translated => Err("this attic was built without the translated listing".into()),
    }
}

fn bridge_error(e: BridgeError) -> Value {
    match e {
        BridgeError::Runtime(error) => json!({
            "error": error.to_string(),
            "diagnostic": diagnostic_json(&error.diagnostic),
        }),
        other => json!({ "error": other.to_string() }),
    }
}

/// The board's 32 dark squares, top row first as `attic checkers board` draws it (Black at
/// the top): square number, row and column on the 8x8 board, and the piece.
fn board_json(pos: &Position) -> Value {
    let cells: Vec<Value> = (1..=32u8)
        .map(|square| {
            let index = usize::from(square - 1);
            let row = index / 4;
            let col = 2 * (index % 4) + usize::from(row % 2 == 0);
            let piece = match pos.piece_at(square) {
                Some(Piece::Man(Side::Black)) => "b",
                Some(Piece::King(Side::Black)) => "B",
                Some(Piece::Man(Side::White)) => "w",
                Some(Piece::King(Side::White)) => "W",
                None => "",
            };
            json!({ "square": square, "row": row, "col": col, "piece": piece })
        })
        .collect();
    json!({ "fen": format_fen(pos), "side": pos.side().name(), "cells": cells })
}

/// The squares a named successor passes: the move's own, or the numbers in its name.
fn squares_of(successor: &NamedSuccessor) -> Vec<u8> {
    match &successor.legal {
        Some(m) => m.squares.clone(),
        None => successor
            .name
            .split(['-', 'x'])
            .filter_map(|s| s.parse().ok())
            .collect(),
    }
}

fn moves_json(moves: &[NamedSuccessor]) -> Value {
    Value::Array(
        moves
            .iter()
            .map(
                |m| json!({ "name": m.name, "squares": squares_of(m), "legal": m.legal.is_some() }),
            )
            .collect(),
    )
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveBody {
    /// The position before the move (PDN FEN); the opening when left out.
    #[serde(default)]
    fen: Option<String>,
    /// The move to play, as PDN (`11-15`, `22x15`); none to ask for the moves only.
    #[serde(default, rename = "move")]
    played: Option<String>,
    /// After the move (or at once when there is none), let the program reply.
    #[serde(default)]
    reply: bool,
    #[serde(default)]
    engine: Option<String>,
    #[serde(default)]
    rules: Option<String>,
    #[serde(default)]
    depth: Option<u32>,
}

fn read_position(fen: Option<&str>) -> Result<Position, ApiError> {
    match fen {
        None => Ok(Position::initial()),
        Some(text) => parse_fen(text)
            .map_err(|e| ApiError::bad_request(format!("malformed FEN `{text}`: {e}"))),
    }
}

fn depth(requested: Option<u32>, engine: EngineName) -> Result<u32, ApiError> {
    let most = match engine {
        EngineName::Native(_) => MAX_NATIVE_DEPTH,
        _ => MAX_PROGRAM_DEPTH,
    };
    let d = requested.unwrap_or(3);
    if (1..=most).contains(&d) {
        Ok(d)
    } else {
        Err(ApiError::bad_request(format!(
            "depth {d} is out of range: this engine searches 1 to {most} plies here"
        )))
    }
}

/// Named successors of `pos` in the engine's order.
fn named(engine: &mut dyn Player, pos: &Position) -> Result<Vec<NamedSuccessor>, BridgeError> {
    let tuples = engine.successor_tuples_of(pos)?;
    Ok(name_tuples(pos, engine.naming_rules(), &tuples))
}

/// Plays the client's move (if any), then the program's reply (if asked), and lists the
/// moves of the side to move after them.
fn play_move(
    engine: &mut dyn Player,
    start: Position,
    played: Option<&str>,
    reply: bool,
    depth: u32,
) -> Value {
    let mut pos = start;
    let mut answer = serde_json::Map::new();
    if let Some(text) = played {
        let moves = match named(engine, &pos) {
            Ok(m) => m,
            Err(e) => return bridge_error(e),
        };
        let wanted = text.trim();
        let Some(m) = moves.iter().find(|m| m.name == wanted) else {
            let names: Vec<&str> = moves.iter().map(|m| m.name.as_str()).collect();
            return json!({
                "error": format!("`{wanted}` is not a move here; the moves are: {}", names.join(" "))
            });
        };
        match &m.position {
            Ok(next) => pos = *next,
            Err(reason) => {
                return json!({ "error": format!("{} leads off the board: {reason}", m.name) })
            }
        }
        answer.insert(
            "played".into(),
            json!({ "move": m.name, "squares": squares_of(m) }),
        );
    }
    answer.insert("after_move".into(), board_json(&pos));
    if reply {
        let started = Instant::now();
        let decision = match engine.decide(&pos, depth, SearchKind::Minimax) {
            Ok(d) => d,
            Err(e) => return bridge_error(e),
        };
        let seconds = started.elapsed().as_secs_f64();
        let reply = match decision {
            Decision::Resign => {
                json!({ "move": null, "text": "no legal move: the program resigns" })
            }
            Decision::Choice(choice) => {
                let tuples: Vec<_> = choice
                    .successors
                    .iter()
                    .map(Position::to_strachey)
                    .collect();
                let names = name_tuples(&pos, engine.naming_rules(), &tuples);
                match choice.index.and_then(|i| names.get(i).map(|n| (i, n))) {
                    Some((i, n)) => {
                        let text = format!(
                            "{}: value {}, {} {}",
                            n.name,
                            format_value(choice.value),
                            choice.evaluated,
                            engine.evaluation_unit()
                        );
                        let r = json!({
                            "move": n.name,
                            "squares": squares_of(n),
                            "value": format_value(choice.value),
                            "evaluations": choice.evaluated,
                            "unit": engine.evaluation_unit(),
                            "seconds": seconds,
                            "text": text,
                        });
                        pos = choice.successors[i];
                        r
                    }
                    None => json!({
                        "move": null,
                        "text": "every move scores -∞, so ChosenPosition yields NIL",
                    }),
                }
            }
        };
        answer.insert("reply".into(), reply);
    }
    let moves = match named(engine, &pos) {
        Ok(m) => m,
        Err(e) => return bridge_error(e),
    };
    let over = if moves.is_empty() {
        Some(format!(
            "{} has no move: {} wins",
            pos.side().name(),
            pos.side().other().name()
        ))
    } else {
        None
    };
    answer.insert("board".into(), board_json(&pos));
    answer.insert("moves".into(), moves_json(&moves));
    answer.insert("over".into(), json!(over));
    Value::Object(answer)
}

fn answer(value: Value) -> ApiResult {
    match value.get("error").and_then(Value::as_str) {
        Some(message) if value.get("diagnostic").is_none() => Err(ApiError::bad_request(message)),
        _ => Ok(Json(value)),
    }
}

pub async fn play(
    State(studio): State<Shared>,
    request: Result<Json<MoveBody>, JsonRejection>,
) -> ApiResult {
    let request = body(request)?;
    let engine = engine_name(request.engine.as_deref(), request.rules.as_deref())?;
    let depth = depth(request.depth, engine)?;
    let start = read_position(request.fen.as_deref())?;
    let job = move |_cancel: Arc<AtomicBool>| {
        with_engine(engine, &mut |e| {
            play_move(e, start, request.played.as_deref(), request.reply, depth)
        })
    };
    let value = in_games_pool(&studio, job).await?;
    answer(value.unwrap_or_else(|e| json!({ "error": e })))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThinkBody {
    #[serde(default)]
    fen: Option<String>,
    #[serde(default)]
    depth: Option<u32>,
}

/// The line of each definition of the corrected listing, by name.
fn definition_lines() -> Vec<(String, usize)> {
    let source = attic::diagnostic::Source::new(
        attic::bridge::checkers::CORRECTED_PATH,
        attic::programs::STRACHEY_CORRECTED,
    );
    match attic::cpl::parse_program(&source) {
        Ok(program) => program
            .definitions
            .iter()
            .map(|d| (d.name.text.clone(), source.line_col(d.span.start).0))
            .collect(),
        Err(_) => Vec::new(),
    }
}

/// The interpreted program's choice from a position, with how many times each definition of
/// the listing was called for it (what `attic run --counts` prints).
fn think_about(engine: &mut Interpreted, pos: Position, depth: u32) -> Value {
    let started = Instant::now();
    let decision = match Player::decide(engine, &pos, depth, SearchKind::Minimax) {
        Ok(d) => d,
        Err(e) => return bridge_error(e),
    };
    let seconds = started.elapsed().as_secs_f64();
    let counts: Vec<Value> = engine
        .interpreter()
        .call_counts()
        .into_iter()
        .map(|(name, n)| json!({ "name": name, "calls": n }))
        .collect();
    let lines: Vec<Value> = definition_lines()
        .into_iter()
        .map(|(name, line)| json!({ "name": name, "line": line }))
        .collect();
    let (chosen, value, evaluations, candidates) = match decision {
        Decision::Resign => (json!(null), json!(null), json!(0), json!([])),
        Decision::Choice(choice) => {
            let tuples: Vec<_> = choice
                .successors
                .iter()
                .map(Position::to_strachey)
                .collect();
            let names = name_tuples(&pos, Rules::Strachey, &tuples);
            let chosen = choice
                .index
                .and_then(|i| names.get(i))
                .map(|n| n.name.clone());
            let candidates: Vec<&str> = names.iter().map(|n| n.name.as_str()).collect();
            (
                json!(chosen),
                json!(format_value(choice.value)),
                json!(choice.evaluated),
                json!(candidates),
            )
        }
    };
    json!({
        "board": board_json(&pos),
        "depth": depth,
        "move": chosen,
        "value": value,
        "evaluations": evaluations,
        "candidates": candidates,
        "seconds": seconds,
        "counts": counts,
        "listing": attic::programs::STRACHEY_CORRECTED,
        "definitions": lines,
    })
}

pub async fn think(
    State(studio): State<Shared>,
    request: Result<Json<ThinkBody>, JsonRejection>,
) -> ApiResult {
    let request = body(request)?;
    let depth = depth(request.depth, EngineName::Interpreted)?;
    let pos = read_position(request.fen.as_deref())?;
    let job = move |_cancel: Arc<AtomicBool>| {
        INTERPRETED.with(|cell| {
            let mut slot = cell.borrow_mut();
            if slot.is_none() {
                match Interpreted::corrected(Reading::Set) {
                    Ok(engine) => *slot = Some(engine),
                    Err(e) => return json!({ "error": format!("the corrected listing does not load: {e}") }),
                }
            }
            think_about(slot.as_mut().expect("loaded above"), pos, depth)
        })
    };
    answer(in_games_pool(&studio, job).await?)
}
