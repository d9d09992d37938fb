//! Exercises whose answer is a line of play from the opening: the stale king bit (3) and the
//! move perft(9) misses (4).
//!
//! An answer file holds PDN moves separated by white space (`9-14`, `26x17`, a capture by its
//! start and end or by every square); move numbers (`1.`, `12...`) are skipped, and `#` or
//! `;` starts a comment to the end of the line. Anything else is a syntax error at its place.
//! The moves are played in each program or engine by its own move list, each keeping its own
//! state as Strachey's tuple (so a stale king bit survives), exactly as `attic diff` plays.
//!
//! - 3: the line is played in the printed listing with E1 and E2 under both readings of `+`
//!   and `-`. It passes when, read as sets, the state at its end has a king bit on a square no
//!   piece stands on; the same line read as exclusive or is reported beside it (F2: none).
//! - 4: the line (at most 8 plies, so that perft(9) counts below it) is played in the
//!   corrected listing and in the native engine under the English rules. It passes when the
//!   two give different moves at its end; the perft below it is counted in both.

use super::{reference, CheckError, Report};
use crate::checkers::pdn::{parse_move, MoveText};
use crate::checkers::Rules;
use crate::cpl::runtime::logical::Reading;
use crate::diagnostic::{Diagnostic, Source, Span};
use crate::diff::play::{describe_bits, opening, stale_kings, Player, State};
use crate::diff::walk::{listing_upto, CORRECTED_NAME, PRINTED_NAME};
use crate::programs::STRACHEY_CORRECTED;

/// A move of the answer, with its place.
struct Written {
    text: String,
    parsed: MoveText,
}

/// Reads the moves of an answer file.
fn read_line(name: &str, answer: &str) -> Result<Vec<Written>, Diagnostic> {
    let source = Source::new(name, answer);
    let mut out = Vec::new();
    let mut offset = 0;
    for line in answer.split_inclusive('\n') {
        let code = line.find(['#', ';']).map_or(line, |i| &line[..i]);
        let mut at = 0;
        for word in code.split_whitespace() {
            let start = at + code[at..].find(word).unwrap_or(0);
            at = start + word.len();
            let number = word.trim_end_matches('.');
            if word.ends_with('.')
                && !number.is_empty()
                && number.bytes().all(|b| b.is_ascii_digit())
            {
                continue;
            }
            match parse_move(word) {
                Ok(parsed) => out.push(Written {
                    text: word.to_string(),
                    parsed,
                }),
                Err(e) => {
                    let span = Span::new(offset + start, offset + at);
                    // The error names the word itself (`hello` is not a move: ...).
                    return Err(source.error(span, e.to_string()));
                }
            }
        }
        offset += line.len();
    }
    Ok(out)
}

/// Whether a move as the player names it is the written move.
fn names_written(name: &str, written: &MoveText) -> bool {
    let Ok(named) = parse_move(name) else {
        return false;
    };
    if named.capture != written.capture {
        return false;
    }
    if written.squares.len() > 2 {
        // Every square given: the whole path (the player may name it short).
        return named.squares == written.squares
            || (named.squares.len() == 2
                && named.squares.first() == written.squares.first()
                && named.squares.last() == written.squares.last());
    }
    named.squares.first() == written.squares.first()
        && named.squares.last() == written.squares.last()
}

/// Where a line went in one player: the states after each move, or the move it does not offer.
enum Played {
    Line(Vec<State>),
    Refused {
        ply: usize,
        offered: Vec<String>,
        why: Option<String>,
    },
}

fn play(player: &mut Player, line: &[Written]) -> Played {
    let mut state = opening();
    let mut states = vec![state];
    for (ply, m) in line.iter().enumerate() {
        let children = match player.successors(&state) {
            Ok(c) => c,
            Err(e) => {
                return Played::Refused {
                    ply,
                    offered: Vec::new(),
                    why: Some(e.message),
                }
            }
        };
        let names = player.names(&state, &children);
        let found: Vec<usize> = names
            .iter()
            .enumerate()
            .filter(|(_, n)| names_written(n, &m.parsed))
            .map(|(i, _)| i)
            .collect();
        match found[..] {
            [i] => {
                state = children[i];
                states.push(state);
            }
            _ => {
                return Played::Refused {
                    ply,
                    offered: names,
                    why: (found.len() > 1).then(|| {
                        format!("`{}` fits more than one move: give every square", m.text)
                    }),
                }
            }
        }
    }
    Played::Line(states)
}

fn refusal(
    who: &str,
    line: &[Written],
    ply: usize,
    offered: &[String],
    why: &Option<String>,
) -> String {
    let before = if ply == 0 {
        "from the opening".to_string()
    } else {
        format!(
            "after {}",
            line[..ply]
                .iter()
                .map(|m| m.text.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        )
    };
    match why {
        Some(why) => format!(
            "{who} cannot play move {} ({}) {before}: {why}",
            ply + 1,
            line[ply].text
        ),
        None => format!(
            "{who} does not offer move {} ({}) {before}; its moves there: {}",
            ply + 1,
            line[ply].text,
            offered.join(" ")
        ),
    }
}

/// Exercise 3: a stale king bit under the set reading, none under xor.
pub fn stale_king(name: &str, answer: &str) -> Result<Report, CheckError> {
    let line = match read_line(name, answer) {
        Ok(l) => l,
        Err(d) => return Ok(Report::syntax(
            d,
            "write the moves from the opening in PDN, separated by spaces (`10-15 22-18 15x22`)",
        )),
    };
    let text = listing_upto(Some("E2")).map_err(reference)?;
    let listing = format!("{PRINTED_NAME} with E1 and E2");
    let mut sets = Player::program(&listing, &text, Reading::Set).map_err(reference)?;
    let mut xor = Player::program(&listing, &text, Reading::Xor).map_err(reference)?;
    let states = match play(&mut sets, &line) {
        Played::Line(states) => states,
        Played::Refused { ply, offered, why } => {
            return Ok(Report::fail(
                refusal("the printed listing (E1, E2, set reading)", &line, ply, &offered, &why),
                "the line is played by the printed listing's own moves from the opening, Black first; `attic checkers moves --program FILE --fen FEN` lists them",
            ))
        }
    };
    let last = states[states.len() - 1];
    let stale = stale_kings(&last);
    if stale == 0 {
        let ever = states.iter().position(|s| stale_kings(s) != 0);
        let hint = match ever {
            Some(ply) => format!(
                "your line had a stale king bit after {ply} plies, but a later move covered or cleared it: stop the line there"
            ),
            None => "no king bit is left on an empty square along your line: a king must first be made (a man reaching the far row), then move or be taken. `attic diff programs/cpl/strachey-1966.cpl programs/cpl/strachey-1966-corrected.cpl` shows the first positions where the king expressions differ, and `attic errata` a game line".to_string(),
        };
        return Ok(Report::fail(
            format!(
                "after your {} plies the printed king expression, read as sets, leaves no king bit on an empty square",
                line.len()
            ),
            hint,
        ));
    }
    let mut message = format!(
        "after your {} plies, `K - ψ ∧ K + Xk` read as set union and difference leaves a king bit where no piece stands, on square(s) {}",
        line.len(),
        describe_bits(stale)
    );
    match play(&mut xor, &line) {
        Played::Line(states) => {
            let xor_stale: Vec<usize> = states
                .iter()
                .enumerate()
                .filter(|(_, s)| stale_kings(s) != 0)
                .map(|(i, _)| i)
                .collect();
            if xor_stale.is_empty() {
                message.push_str(&format!(
                    "; read as exclusive or, the same {} plies leave none at any point (finding F2: under xor the printed expression is right)",
                    line.len()
                ));
            } else {
                message.push_str(&format!(
                    "; read as exclusive or, the same line leaves one too, after ply {} (this contradicts finding F2)",
                    xor_stale[0]
                ));
            }
        }
        Played::Refused { ply, offered, why } => {
            message.push_str("; ");
            message.push_str(&refusal(
                "read as exclusive or, the listing",
                &line,
                ply,
                &offered,
                &why,
            ));
        }
    }
    Ok(Report::pass(message))
}

/// The longest line exercise 4 takes: perft(9) must count below its end.
const MAX_PLIES: usize = 8;

/// Exercise 4: where perft(9) of the 1966 program loses its 51.
pub fn perft_short(name: &str, answer: &str) -> Result<Report, CheckError> {
    let line = match read_line(name, answer) {
        Ok(l) => l,
        Err(d) => {
            return Ok(Report::syntax(
                d,
                "write the moves from the opening in PDN, separated by spaces (`9-14 22-18`)",
            ))
        }
    };
    if line.len() > MAX_PLIES {
        return Ok(Report::fail(
            format!("your line has {} plies", line.len()),
            format!("perft(9) counts the moves of positions at most {MAX_PLIES} plies from the opening: a difference further away cannot be part of its 51"),
        ));
    }
    let mut listing =
        Player::program(CORRECTED_NAME, STRACHEY_CORRECTED, Reading::Set).map_err(reference)?;
    let mut english = Player::native(Rules::English);
    let a = match play(&mut listing, &line) {
        Played::Line(states) => states,
        Played::Refused { ply, offered, why } => {
            return Ok(Report::fail(
                refusal("the corrected listing", &line, ply, &offered, &why),
                "play moves both the listing and the English rules allow, Black first",
            ))
        }
    };
    let b = match play(&mut english, &line) {
        Played::Line(states) => states,
        Played::Refused { ply, offered, why } => {
            return Ok(Report::fail(
                refusal("the English rules", &line, ply, &offered, &why),
                "the line before the difference must be legal under both rule sets: the difference is in the moves offered at its end",
            ))
        }
    };
    let (sa, sb) = (a[a.len() - 1], b[b.len() - 1]);
    let names = |player: &mut Player, s: &State| -> Result<Vec<String>, CheckError> {
        let children = player.successors(s).map_err(reference)?;
        Ok(player.names(s, &children))
    };
    let ours = names(&mut listing, &sa)?;
    let theirs = names(&mut english, &sb)?;
    let only = |x: &[String], y: &[String]| -> Vec<String> {
        x.iter().filter(|m| !y.contains(m)).cloned().collect()
    };
    let (listing_only, english_only) = (only(&ours, &theirs), only(&theirs, &ours));
    if listing_only.is_empty() && english_only.is_empty() {
        return Ok(Report::fail(
            format!(
                "at the end of your {} plies the listing and the English rules offer the same {} moves",
                line.len(),
                ours.len()
            ),
            "look for a man that reaches the far row in the middle of a capture: one set of rules ends the move there, the other jumps on. `attic diff programs/cpl/strachey-1966-corrected.cpl --rules english` finds the first such position",
        ));
    }
    let depth = (9 - line.len()) as u32;
    let below = |player: &mut Player, s: &State| -> Result<u64, CheckError> {
        fn perft(p: &mut Player, s: &State, d: u32) -> Result<u64, String> {
            if d == 0 {
                return Ok(1);
            }
            let children = p.successors(s).map_err(|e| e.message)?;
            if d == 1 {
                return Ok(children.len() as u64);
            }
            children
                .iter()
                .try_fold(0, |n, c| Ok(n + perft(p, c, d - 1)?))
        }
        perft(player, s, depth).map_err(reference)
    };
    // Deep lines only: a position near the opening has too large a tree to count here.
    let counts = if depth <= 3 {
        let (x, y) = (below(&mut listing, &sa)?, below(&mut english, &sb)?);
        format!(
            "; below it, perft({depth}) is {x} for the listing and {y} under the English rules, {} of the 51",
            y as i64 - x as i64
        )
    } else {
        String::new()
    };
    let describe = |v: &[String]| {
        if v.is_empty() {
            "nothing".to_string()
        } else {
            v.join(" ")
        }
    };
    Ok(Report::pass(format!(
        "after your {} plies the listing offers {} that the English rules do not, and the English rules {} that the listing does not{counts}",
        line.len(),
        describe(&listing_only),
        describe(&english_only)
    )))
}
