//! `POST /api/checkers/move` (a move and the program's reply) and `POST /api/checkers/think`
//! (the choice with the tree searched for it, folded past a budget, and for the interpreted
//! listing the call counts of each definition). The game is the client's:
//! each request carries the position as PDN FEN, so the server keeps no state.
//!
//! Both answers carry `endgame`, the exact value of the position on the board (after the
//! moves; the position thought about) from the endgame database when it holds the position
//! (`attic serve --endgame-db DIR`): `{"value": "win"|"draw"|"loss", "plies": N|null,
//! "text": "white (to move) wins in 7 plies (4 moves of its own)"}` for the side to move, or
//! `null` (no database, or more pieces than it holds).
//!
//! The engines are the CLI's: `interpreted` (the corrected 1966 listing in the CPL
//! interpreter), `translated` (its committed Rust translation) and `native` (the bitboard
//! engine, `rules` english or strachey). Each worker thread keeps its engines loaded.

use std::cell::RefCell;
use std::time::Instant;

use crate::bridge::checkers::{Interpreted, NamedSuccessor};
use crate::checkers::endgame::Database;
use crate::checkers::explain::{SearchNode, SearchTree};
use crate::checkers::game::{pick, Ending, Game, GameOptions, Turn};
use crate::checkers::search::format_value;
use crate::checkers::{
    format_fen, parse_fen, Engine, EngineError, Native, Piece, Position, Rules, Side,
};
use crate::cpl::runtime::logical::Reading;
use crate::limits::Limits;
use axum::extract::rejection::JsonRejection;
use axum::extract::State;
use axum::Json;
use serde::Deserialize;
use serde_json::{json, Value};

use super::{body, diagnostic_json, in_games_pool, ApiError, ApiResult, Games};
use crate::studio::pool::Nature;
use crate::studio::Shared;

/// The request's deadline and cancel flag, with the steps and depth the bridge gives the
/// listing by default (the deadline, not the steps, bounds a request's work).
fn program_limits(clock: &Limits) -> Limits {
    Limits {
        max_steps: crate::bridge::checkers::MAX_STEPS,
        max_depth: Limits::DEFAULT_MAX_DEPTH,
        ..clock.clone()
    }
}

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
    task: &mut dyn FnMut(&mut dyn Engine) -> T,
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
        EngineName::Translated => Ok(task(&mut crate::bridge::translated::Translated::new())),
        #[cfg(not(feature = "translated"))]
        EngineName::Translated => Err("this attic was built without the translated listing".into()),
    }
}

fn bridge_error(e: EngineError) -> Value {
    match e {
        EngineError::Program {
            message,
            diagnostic: Some(diagnostic),
        } => json!({
            "error": message,
            "diagnostic": diagnostic_json(&diagnostic),
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

/// The exact value of `pos` from the endgame database, as the answers carry it; `null`
/// without a database or when the position has more pieces than it holds.
fn endgame_json(db: Option<&Database>, pos: &Position) -> Value {
    let Some(value) = db
        .filter(|db| (pos.black() | pos.white()).count_ones() <= db.pieces())
        .and_then(|db| db.probe(pos))
    else {
        return Value::Null;
    };
    json!({
        "value": value.word(),
        "plies": value.distance(),
        "text": value.in_words(pos.side()),
    })
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
    /// The position the game started from (PDN FEN); the opening when left out.
    #[serde(default)]
    fen: Option<String>,
    /// The moves played since `fen`, in order (as the answers name them, or PDN).
    #[serde(default)]
    history: Vec<String>,
    /// The players' names for the game record: Black's, then White's.
    #[serde(default)]
    players: Option<(String, String)>,
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

/// The game so far, replayed through the library's game loop (`checkers::game`): each move of
/// `history` from `start` must be one of the engine's moves, in turn.
fn replay(
    engine: &mut dyn Engine,
    start: Position,
    history: &[String],
    depth: u32,
) -> Result<Game, Value> {
    let options = GameOptions {
        depth,
        ..GameOptions::default()
    };
    let mut game = Game::new(start, options);
    for (number, text) in history.iter().enumerate() {
        let legal = match game.turn(engine) {
            Ok(Turn::Moves(legal)) => legal,
            Ok(Turn::Over(ending)) => {
                return Err(json!({
                    "error": format!("move {} `{text}` of the history comes after the end: {ending}", number + 1)
                }))
            }
            Err(e) => return Err(bridge_error(e)),
        };
        let m = pick(&game.position(), engine.naming_rules(), &legal, text.trim()).map_err(
            |why| json!({ "error": format!("move {} `{text}` of the history: {why}", number + 1) }),
        )?;
        if let Err(ending) = game.play(&m, &legal, None) {
            return Err(json!({ "error": ending.to_string() }));
        }
    }
    Ok(game)
}

/// Plays the client's move (if any) after the game so far, then the program's reply (if
/// asked), and lists the moves of the side to move after them. Whether the game is over, and
/// why, is the game loop's: no move, the program's resignation or NIL, a threefold
/// repetition, or 80 plies without a capture or a man moving.
fn play_move(
    engine: &mut dyn Engine,
    start: Position,
    request: &MoveBody,
    depth: u32,
    db: Option<&Database>,
) -> Value {
    let mut game = match replay(engine, start, &request.history, depth) {
        Ok(game) => game,
        Err(e) => return e,
    };
    let mut answer = serde_json::Map::new();
    let mut ending = None;
    if let Some(text) = request.played.as_deref() {
        let legal = match game.turn(engine) {
            Ok(Turn::Moves(legal)) => legal,
            Ok(Turn::Over(over)) => return json!({ "error": format!("the game is over: {over}") }),
            Err(e) => return bridge_error(e),
        };
        let wanted = text.trim();
        let m = match legal.iter().find(|m| m.name == wanted) {
            Some(m) => m.clone(),
            None => match pick(&game.position(), engine.naming_rules(), &legal, wanted) {
                Ok(m) => m,
                Err(_) => {
                    let names: Vec<&str> = legal.iter().map(|m| m.name.as_str()).collect();
                    return json!({
                        "error": format!("`{wanted}` is not a move here; the moves are: {}", names.join(" "))
                    });
                }
            },
        };
        if let Err(over) = game.play(&m, &legal, None) {
            return json!({ "error": over.to_string() });
        }
        answer.insert(
            "played".into(),
            json!({ "move": m.name, "squares": squares_of(&m) }),
        );
    }
    answer.insert("after_move".into(), board_json(&game.position()));
    if request.reply {
        let reply = match game.turn(engine) {
            Err(e) => return bridge_error(e),
            Ok(Turn::Over(over)) => {
                let r = json!({ "move": null, "text": over.to_string() });
                ending = Some(over);
                r
            }
            Ok(Turn::Moves(legal)) => {
                let started = Instant::now();
                let chosen = match game.computer_move(engine, &legal) {
                    Ok(c) => c,
                    Err(e) => return bridge_error(e),
                };
                let seconds = started.elapsed().as_secs_f64();
                match chosen {
                    Err(over) => {
                        let r =
                            json!({ "move": null, "text": over.to_string(), "seconds": seconds });
                        ending = Some(over);
                        r
                    }
                    Ok((m, (value, evaluated))) => {
                        let text = format!(
                            "{}: value {}, {} {}",
                            m.name,
                            format_value(value),
                            evaluated,
                            engine.evaluation_unit()
                        );
                        if let Err(over) = game.play(&m, &legal, Some((value, evaluated))) {
                            return json!({ "error": over.to_string() });
                        }
                        json!({
                            "move": m.name,
                            "squares": squares_of(&m),
                            "value": format_value(value),
                            "evaluations": evaluated,
                            "unit": engine.evaluation_unit(),
                            "seconds": seconds,
                            "text": text,
                        })
                    }
                }
            }
        };
        answer.insert("reply".into(), reply);
    }
    let moves = match ending {
        Some(_) => Vec::new(),
        None => match game.turn(engine) {
            Ok(Turn::Moves(legal)) => legal,
            Ok(Turn::Over(over)) => {
                ending = Some(over);
                Vec::new()
            }
            Err(e) => return bridge_error(e),
        },
    };
    let (black, white) = match &request.players {
        Some((black, white)) => (black.as_str(), white.as_str()),
        None => ("Black", "White"),
    };
    // A game still going is written as stopped where it is (result `*`).
    let record_ending = ending
        .clone()
        .unwrap_or(Ending::MaxPlies(game.moves().len() as u32));
    answer.insert(
        "history".into(),
        json!(game
            .moves()
            .iter()
            .map(|m| m.name.as_str())
            .collect::<Vec<_>>()),
    );
    answer.insert(
        "pdn".into(),
        json!(game.to_pdn((black, white), "attic studio", &record_ending)),
    );
    answer.insert("board".into(), board_json(&game.position()));
    answer.insert("endgame".into(), endgame_json(db, &game.position()));
    answer.insert("moves".into(), moves_json(&moves));
    answer.insert("over".into(), json!(ending.as_ref().map(Ending::to_string)));
    answer.insert("result".into(), json!(ending.as_ref().map(Ending::result)));
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
    // A move alone costs little; a reply, the engine's search at its depth.
    let request_reply = request.reply;
    let kind = if request.reply {
        format!("move {engine:?} depth {depth}")
    } else {
        "move".to_string()
    };
    let shared = studio.clone();
    let job = move |clock: Limits| {
        let db = shared.endgame();
        with_engine(engine, &mut |e| {
            e.set_limits(&program_limits(&clock));
            play_move(e, start, &request, depth, db.as_deref())
        })
    };
    // A move alone (its legality) is bounded by construction; a reply is a search. An answer
    // that is an error (a move that is not legal, a game over) teaches nothing of the cost.
    let nature = Nature {
        bounded: !request_reply,
        teaches: |answer: &Result<Value, String>| {
            answer.as_ref().is_ok_and(|v| v.get("error").is_none())
        },
    };
    let value = in_games_pool(&studio, Games::Moves, &kind, nature, job).await?;
    answer(value.unwrap_or_else(|e| json!({ "error": e })))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThinkBody {
    #[serde(default)]
    fen: Option<String>,
    #[serde(default)]
    depth: Option<u32>,
    /// `interpreted` (default), `native` or `translated` (which cannot show its tree).
    #[serde(default)]
    engine: Option<String>,
    #[serde(default)]
    rules: Option<String>,
}

/// The line of each definition of the corrected listing, by name.
fn definition_lines() -> Vec<(String, usize)> {
    let source = crate::diagnostic::Source::new(
        crate::bridge::checkers::CORRECTED_PATH,
        crate::programs::STRACHEY_CORRECTED,
    );
    match crate::cpl::parse_program(&source) {
        Ok(program) => program
            .definitions
            .iter()
            .map(|d| (d.name.text.clone(), source.line_col(d.span.start).0))
            .collect(),
        Err(_) => Vec::new(),
    }
}

/// Positions the think answer carries in full; the deepest levels that would pass it come
/// folded (their moves `null`, their count kept), so a deep search cannot make a huge answer.
pub const TREE_BUDGET: u64 = 5_000;

/// The searched tree as JSON: each node the move to it, the value `BestPosition` compared for
/// that move (the mover's view), the positions evaluated in its subtree (itself included),
/// whether it is the move kept at its parent, and its moves (`null` when folded for size).
/// Whole levels are kept or folded: the root's moves always, then each level while the
/// positions sent stay within [`TREE_BUDGET`].
fn tree_json(tree: &SearchTree) -> Value {
    fn widths(moves: &[SearchNode], level: usize, per_level: &mut Vec<u64>) {
        if moves.is_empty() {
            return;
        }
        if per_level.len() <= level {
            per_level.push(0);
        }
        per_level[level] += moves.len() as u64;
        for m in moves {
            widths(&m.moves, level + 1, per_level);
        }
    }
    fn node(n: &SearchNode, kept: bool, level: usize, levels: usize) -> Value {
        let moves = if n.moves.is_empty() {
            json!([])
        } else if level + 1 < levels {
            Value::Array(
                n.moves
                    .iter()
                    .enumerate()
                    .map(|(i, m)| node(m, n.best == Some(i), level + 1, levels))
                    .collect(),
            )
        } else {
            Value::Null
        };
        json!({
            "move": n.name,
            "value": format_value(n.compared()),
            "nodes": n.nodes(),
            "best": kept,
            "moves": moves,
        })
    }
    let mut per_level = Vec::new();
    widths(&tree.moves, 0, &mut per_level);
    let (mut levels, mut sent) = (0, 0);
    for &width in &per_level {
        if levels > 0 && sent + width > TREE_BUDGET {
            break;
        }
        sent += width;
        levels += 1;
    }
    json!({
        "engine": tree.engine,
        "unit": tree.unit,
        "depth": tree.depth,
        "value": format_value(tree.value),
        "nodes": tree.evaluated(),
        "sent": sent,
        "levels": levels,
        "folded": levels < per_level.len(),
        "best_line": tree.best_line(),
        "moves": tree
            .moves
            .iter()
            .enumerate()
            .map(|(i, m)| node(m, tree.best == Some(i), 0, levels))
            .collect::<Vec<_>>(),
    })
}

/// The choice from a position with the tree the engine searched for it (`Engine::explain`:
/// the program's own calls of `PositionValue` and `BestPosition` when interpreted, the
/// native minimax's when native; the translated listing cannot show its tree and says so).
/// The interpreted listing's answer gains the call counts ([`add_call_counts`]).
fn think_about(engine: &mut dyn Engine, pos: Position, depth: u32) -> Value {
    let started = Instant::now();
    let tree = match engine.explain(&pos.to_strachey(), depth) {
        Ok(tree) => tree,
        Err(e) => return bridge_error(e),
    };
    let seconds = started.elapsed().as_secs_f64();
    let chosen = tree
        .best
        .and_then(|i| tree.moves.get(i))
        .map(|m| m.name.clone());
    let candidates: Vec<&str> = tree.moves.iter().map(|m| m.name.as_str()).collect();
    let resigned = tree.moves.is_empty();
    json!({
        "board": board_json(&pos),
        "depth": depth,
        "engine": tree.engine,
        "move": chosen,
        "value": if resigned { Value::Null } else { json!(format_value(tree.value)) },
        "evaluations": tree.evaluated(),
        "unit": tree.unit,
        "candidates": candidates,
        "tree": tree_json(&tree),
        "seconds": seconds,
        "counts": [],
        "listing": Value::Null,
        "definitions": [],
    })
}

/// How many times each definition of the listing was called for the interpreted listing's
/// last choice (what `attic run --counts` prints), with the listing and each definition's line.
fn add_call_counts(answer: &mut Value) {
    let counts = INTERPRETED.with(|cell| match cell.borrow_mut().as_mut() {
        Some(interpreted) => interpreted
            .interpreter()
            .call_counts()
            .into_iter()
            .map(|(name, n)| json!({ "name": name, "calls": n }))
            .collect(),
        None => Vec::new(),
    });
    answer["counts"] = Value::Array(counts);
    answer["listing"] = json!(crate::programs::STRACHEY_CORRECTED);
    answer["definitions"] = definition_lines()
        .into_iter()
        .map(|(name, line)| json!({ "name": name, "line": line }))
        .collect();
}

/// `POST /api/checkers/think`: `{"fen", "depth", "engine", "rules"}` -> the choice, the tree
/// searched for it and (interpreted) the call counts. Every engine searches at most
/// [`MAX_PROGRAM_DEPTH`] plies here: the whole tree is recorded before it is folded.
pub async fn think(
    State(studio): State<Shared>,
    request: Result<Json<ThinkBody>, JsonRejection>,
) -> ApiResult {
    let request = body(request)?;
    let engine = engine_name(request.engine.as_deref(), request.rules.as_deref())?;
    let depth = depth(request.depth, EngineName::Interpreted)?;
    let pos = read_position(request.fen.as_deref())?;
    let kind = format!("think {engine:?} depth {depth}");
    let shared = studio.clone();
    let job = move |clock: Limits| {
        let mut answer = with_engine(engine, &mut |e| {
            e.set_limits(&program_limits(&clock));
            think_about(e, pos, depth)
        })
        .unwrap_or_else(|e| json!({ "error": e }));
        if answer.get("error").is_none() {
            answer["endgame"] = endgame_json(shared.endgame().as_deref(), &pos);
        }
        if engine == EngineName::Interpreted && answer.get("error").is_none() {
            add_call_counts(&mut answer);
        }
        answer
    };
    let nature = Nature {
        bounded: false,
        teaches: |answer: &Value| answer.get("error").is_none(),
    };
    answer(in_games_pool(&studio, Games::Moves, &kind, nature, job).await?)
}
