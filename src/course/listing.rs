//! Exercises on the listing itself: its typo (1), its NIL (2), its translation (10).
//!
//! - 1: the answer is the printed listing with the student's one fix. It must parse, and its
//!   tree must be the tree of the printed listing with erratum E1 applied by the errata
//!   machinery (`cpl::errata`), definition by definition.
//! - 2: the answer is the listing with E1 and the student's repair of the type error. Only
//!   `MakeMove` may change, and the program must play as the listing with E1 and E2 does:
//!   every successor list, compared whole (hidden king bits too), breadth first and along
//!   seeded random games, by `attic diff`'s comparison.
//! - 10: the answer is the Rust that `attic translate` wrote for the corrected listing. Its
//!   first line names the command; the check translates the corrected listing again with
//!   that command's options, under the file name the command gives (the name proves nothing:
//!   a copy of the listing under another name is the listing, and a file named like the
//!   listing may hold another program), and compares line by line; then it runs perft through
//!   the three executors (the counts must agree; the times are reported, never judged).

use std::time::Instant;

use super::{count, empty, reference, CheckError, Report};
use crate::checkers::{Engine, Native, Position, Rules};
use crate::cpl::ast::{Definition, Program};
use crate::cpl::parse::parse_program;
use crate::cpl::runtime::logical::Reading;
use crate::cpl::{prelude, translate};
use crate::diagnostic::Source;
use crate::diff::compare::{compare, Plan};
use crate::diff::play::{describe_bits, opening, stale_kings, Likeness, Player, State};
use crate::diff::walk::{listing_upto, CORRECTED_NAME, PRINTED_NAME};
use crate::programs::{STRACHEY_CORRECTED, STRACHEY_PRINTED};

/// The listing with the errata up to `id`, parsed (the course's reference).
fn listing_tree(id: &str) -> Result<(String, Program), CheckError> {
    let text = listing_upto(Some(id)).map_err(reference)?;
    let name = format!("{PRINTED_NAME} with the errata up to {id}");
    let program = parse_program(&Source::new(name, text.as_str())).map_err(reference)?;
    Ok((text, program))
}

fn one(d: &Definition) -> Program {
    Program {
        definitions: vec![d.clone()],
    }
}

/// The definitions whose trees differ between `a` and `b` (by name, in `a`'s order; a name
/// only one side defines counts too).
fn differing(a: &Program, b: &Program) -> Vec<String> {
    let mut out = Vec::new();
    for d in &a.definitions {
        match b.definitions.iter().find(|e| e.name.text == d.name.text) {
            Some(e) if one(d).same_shape(&one(e)) => {}
            _ => out.push(d.name.text.clone()),
        }
    }
    for e in &b.definitions {
        if !a.definitions.iter().any(|d| d.name.text == e.name.text) {
            out.push(e.name.text.clone());
        }
    }
    out
}

/// `Some(report)` when the answer does not load as `attic run` loads a program (with the
/// checkers prelude): a name defined twice, say. The report carries the very diagnostic
/// `attic run` prints, so the answer is judged as the file a student would run.
pub(super) fn loads(name: &str, answer: &str) -> Option<Report> {
    let options = crate::cpl::eval::Options::with_limits(Reading::Set, &super::limits());
    match prelude::load(Source::new(name, answer), true, options) {
        Ok(_) => None,
        Err(d) => Some(Report::syntax(
            d,
            "your file parses but does not load, as `attic run FILE` shows: every definition \
             must be given once, and the answer is the whole program as it runs",
        )),
    }
}

/// Exercise 1: the typo, found from the parse error.
pub fn typo(name: &str, answer: &str) -> Result<Report, CheckError> {
    let printed_error = match parse_program(&Source::new(PRINTED_NAME, STRACHEY_PRINTED)) {
        Err(d) => d,
        Ok(_) => return Err(reference("the printed listing parses")),
    };
    let where_printed = format!("{}:{}", printed_error.at.line, printed_error.at.col);
    let program = match parse_program(&Source::new(name, answer)) {
        Ok(p) => p,
        Err(d) => {
            return Ok(Report::syntax(
                d,
                format!(
                    "your listing still does not parse. The printed one stops at {where_printed}, \
                     but that is where the parser gave up, not where the typo is: read back from \
                     there for a `(` that is never closed"
                ),
            ))
        }
    };
    if program.definitions.is_empty() {
        return Ok(empty(
            "the printed listing, programs/cpl/strachey-1966.cpl, with your one fix",
        ));
    }
    if let Some(report) = loads(name, answer) {
        return Ok(report);
    }
    let (_, e1) = listing_tree("E1")?;
    let changed = differing(&e1, &program);
    if changed.is_empty() {
        return Ok(Report::pass(format!(
            "your listing parses, and its tree is the printed listing's with erratum E1 (the `)` \
             at the end of line 27): the parser stopped at {where_printed}, eight lines after \
             the `(` opened at 26:13 that the typesetter never closed"
        )));
    }
    let list = changed.join(", ");
    let hint = if changed.iter().any(|n| n == "PartialPositionList") {
        "your `)` makes the listing parse, but not as Strachey meant: the `(` opened at 26:13 \
         holds the whole conditional `(s = -5) → NIL, RemainingPositionList(P,C,NextMoveDirection(s))`, \
         and it must close after that call's own `)`, before the `,` that starts the else arm \
         `value of`. A `)` earlier on line 27 changes what RemainingPositionList is applied to"
            .to_string()
    } else {
        format!(
            "fix only the typo: {list} {} from the printed listing. NIL and the king \
             expression are exercises 2 and 3; leave them as printed",
            if changed.len() == 1 {
                "differs"
            } else {
                "differ"
            }
        )
    };
    Ok(Report::fail(
        format!("your listing parses, but these definitions are not the printed listing with E1: {list}"),
        hint,
    ))
}

/// How many endgames exercise 2 compares the successor lists in (and one ply below).
const ENDGAMES: usize = 200;
/// How many boards exercise 2 makes states with one side bare from (two states each).
const BARE: usize = 40;

/// The definitions exercise 2 may change: the type error is in `MakeMove`.
const NIL_DEFINITION: &str = "MakeMove";

/// Exercise 2: NIL is not a bit string.
pub fn nil(name: &str, answer: &str) -> Result<Report, CheckError> {
    let program = match parse_program(&Source::new(name, answer)) {
        Ok(p) => p,
        Err(d) => {
            return Ok(Report::syntax(
                d,
                "start from the listing with E1 applied (`attic errata --upto E1`) and change only what the type error needs",
            ))
        }
    };
    if program.definitions.is_empty() {
        return Ok(empty(
            "the listing with E1 applied (`attic errata --upto E1`) and your repair",
        ));
    }
    if let Some(report) = loads(name, answer) {
        return Ok(report);
    }
    let (_, e1) = listing_tree("E1")?;
    let changed: Vec<String> = differing(&e1, &program)
        .into_iter()
        .filter(|n| n != NIL_DEFINITION)
        .collect();
    if !changed.is_empty() {
        return Ok(Report::fail(
            format!(
                "besides {NIL_DEFINITION}, your program changes {}",
                changed.join(", ")
            ),
            format!(
                "the type error is in {NIL_DEFINITION} (`attic run` the listing with E1 only and read where it stops); \
                 keep every other definition as the listing with E1 has it"
            ),
        ));
    }
    let (e2_text, _) = listing_tree("E2")?;
    let mut student = match Player::program_with(name, answer, Reading::Set, &super::limits()) {
        Ok(p) => p,
        Err(e) => {
            return Ok(Report::fail(
                format!("your program does not load: {e}"),
                "it must define what the listing defines (LegalPositionsFrom and the rest)",
            ))
        }
    };
    let e2_name = format!("{PRINTED_NAME} with E1 and E2");
    let mut listing = Player::program(&e2_name, &e2_text, Reading::Set).map_err(reference)?;
    let plan = Plan {
        plies: 4,
        positions: 300,
        seed: super::seed(),
        game_plies: 120,
        likeness: Likeness::Exact,
        witnesses: 1,
        ..Plan::default()
    };
    let start = (opening(), opening());
    let c = compare(&mut student, &mut listing, start, &plan, &mut |_| {});
    let seed = super::seed();
    let bank;
    let (w, line, differences, compared) = if c.differences == 0 {
        // Then the endgames, where a repair that is right only with many pieces goes wrong.
        let endgames = super::bank::endgames(seed, ENDGAMES);
        let mut states: Vec<State> = endgames.iter().map(Position::to_strachey).collect();
        states.extend(super::bank::bare(seed, BARE));
        bank = super::bank::compare_states(&mut student, &mut listing, &states, 2, None);
        match &bank.first {
            None => {
                return Ok(Report::pass(format!(
                    "your program plays as the listing with E1 and E2 in all {} positions compared \
                     ({} breadth first, {} along random games of seed {seed}, and {} in and \
                     below {} boards drawn at random, endgames and boards of kings, and states \
                     with one side bare): for a move that captures nothing ψ \
                     must be a bit string with no bit set, because `Y - ψ` takes it from Y; NIL is the \
                     empty list, and a list is not a bit string",
                    c.compared() + bank.compared,
                    c.breadth_first,
                    c.random,
                    bank.compared,
                    states.len()
                )))
            }
            Some((pos, w)) => {
                let at = super::bank::describe(pos);
                let line = if w.path.is_empty() {
                    format!("from {at} (drawn for this check)")
                } else {
                    format!("from {at} (drawn for this check) after {}", w.path.join(" "))
                };
                (w, line, bank.differences, bank.compared)
            }
        }
    } else {
        let Some(w) = c.witnesses.first() else {
            return Err(reference("a difference without a witness"));
        };
        let line = if w.path.is_empty() {
            "from the opening".to_string()
        } else {
            format!("after {}", w.path.join(" "))
        };
        (w, line, c.differences, c.compared())
    };
    let yours = match &w.moves_a {
        Ok(moves) => format!("your program gives {}", count(moves.len() as u64, "move")),
        Err(e) => format!("your program stops: {}", e.message),
    };
    let mut theirs = match &w.moves_b {
        Ok(moves) => format!("the listing with E1 and E2 gives {}", moves.len()),
        Err(e) => format!("the listing with E1 and E2 stops: {}", e.message),
    };
    let mut stale = false;
    if let (Ok(a), Ok(b)) = (&w.moves_a, &w.moves_b) {
        // Where the lists part: a move of its own, or the same move with other hidden bits.
        if let Some(((name, sa), (_, sb))) = a.iter().zip(b).find(|((_, x), (_, y))| x != y) {
            let kings = |s: &State| match stale_kings(s) {
                0 => "none".to_string(),
                bits => describe_bits(bits),
            };
            if Likeness::Visible.same(sa, sb) {
                stale = true;
                theirs.push_str(&format!(
                    "; after {name} the boards are the same, but the king bits on empty squares differ (a stale king bit): yours on {}, the listing's on {}",
                    kings(sa),
                    kings(sb)
                ));
            } else {
                theirs.push_str(&format!("; the first move that differs is your {name}"));
            }
        }
    }
    let hint = if matches!(&w.moves_a, Err(e) if e.message.contains("NIL") || e.message.contains("type"))
    {
        "your program still mixes NIL with a bit string. Which value of ψ means \"no piece captured\" \
         when it is used as a bit string in `Y - ψ`? The prelude and the builtins name one"
            .to_string()
    } else if stale {
        "your repair runs, and the boards are the listing's, but the king bits it keeps are not: \
         leave the king expression `(K - ψ ∧ K + Xk)` as printed (its stale bit is exercise 3) \
         and change only the ψ of a move that captures nothing"
            .to_string()
    } else {
        "your repair runs but changes what the program does: ψ for a move that captures nothing must \
         take nothing away from Y (and from K)"
            .to_string()
    };
    Ok(Report::fail(
        format!(
            "{} of {} {}; the first, {line}: {yours}, {theirs}",
            differences,
            count(compared, "position"),
            if differences == 1 {
                "differs"
            } else {
                "differ"
            }
        ),
        hint,
    ))
}

/// The command in a translation's first line: `attic translate FILE FLAGS`.
fn header_command(answer: &str) -> Option<&str> {
    let first = answer.lines().next()?;
    let start = first.find("`attic translate ")? + 1;
    let end = start + first[start..].find('`')?;
    Some(&first[start..end])
}

/// Words of a command line, single quotes grouping.
fn words(command: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut word = String::new();
    let (mut quoted, mut any) = (false, false);
    for c in command.chars() {
        match c {
            '\'' => {
                quoted = !quoted;
                any = true;
            }
            c if c.is_whitespace() && !quoted => {
                if any || !word.is_empty() {
                    out.push(std::mem::take(&mut word));
                }
                any = false;
            }
            c => word.push(c),
        }
    }
    if any || !word.is_empty() {
        out.push(word);
    }
    out
}

/// Exercise 10: the translation, and the three executors measured.
pub fn translation(_name: &str, answer: &str) -> Result<Report, CheckError> {
    let how = "translate the corrected listing with the prelude: `attic translate programs/cpl/strachey-1966-corrected.cpl --prelude -o listing.rs`";
    let Some(command) = header_command(answer) else {
        return Ok(Report::fail(
            "the file does not start as `attic translate` writes it (its first line names the command that made it)",
            format!("{how}, and give that file unchanged"),
        ));
    };
    let words = words(command);
    // The file's name is the student's (a copy of the listing under any name is the listing);
    // what it holds is judged by the content: the corrected listing translated under that name.
    let file = words.get(2).cloned().unwrap_or_default();
    let mut options = translate::Options {
        command: command.to_string(),
        ..translate::Options::default()
    };
    let mut with_prelude = false;
    let mut i = 3;
    while i < words.len() {
        match words[i].as_str() {
            "--prelude" => with_prelude = true,
            "--reading" if words.get(i + 1).map(String::as_str) == Some("xor") => {
                options.reading = Reading::Xor;
                i += 1;
            }
            "--entry" => {
                return Ok(Report::fail(
                    "the command in the first line has --entry: the translation then takes other argument types, and is not the one the executors are measured on",
                    format!("{how}, with no --entry"),
                ))
            }
            other => {
                return Ok(Report::fail(
                    format!(
                    "the command in the first line has `{other}`, which this exercise does not use"
                ),
                    how,
                ))
            }
        }
        i += 1;
    }
    if !with_prelude {
        return Ok(Report::fail(
            "the translation has no checkers prelude",
            "give --prelude: Strachey never wrote Terminal, TerminalValue or the opening position, so without the prelude the translation cannot search or play",
        ));
    }
    if options.reading == Reading::Xor {
        return Ok(Report::fail(
            "the translation reads + and - on bit strings as exclusive or",
            "measure the listing as the executors run it, with the set reading (the default)",
        ));
    }
    let listing = Source::new(file.as_str(), STRACHEY_CORRECTED);
    let tree = parse_program(&listing).map_err(reference)?;
    let prelude_source = Source::new(prelude::PATH, prelude::TEXT);
    let prelude_tree = parse_program(&prelude_source).map_err(reference)?;
    let ours = translate::translate(&[(listing, tree), (prelude_source, prelude_tree)], &options)
        .map_err(reference)?;
    // The file as the translator wrote it, byte for byte: line ends and spaces too.
    let lines = |t: &str| -> Vec<String> { t.split('\n').map(str::to_string).collect() };
    let (mine, theirs) = (lines(answer), lines(&ours));
    if let Some((n, (a, b))) = mine
        .iter()
        .map(String::as_str)
        .zip(theirs.iter().map(String::as_str))
        .enumerate()
        .find(|(_, (a, b))| a != b)
        .or_else(|| {
            let (na, nb) = (mine.len(), theirs.len());
            match na.cmp(&nb) {
                std::cmp::Ordering::Equal => None,
                std::cmp::Ordering::Greater => Some((nb, (mine[nb].as_str(), "(end of file)"))),
                std::cmp::Ordering::Less => Some((na, ("(end of file)", theirs[na].as_str()))),
            }
        })
    {
        return Ok(Report::fail(
            format!(
                "line {} is not what `{command}` writes for the corrected listing: yours has `{}`, the translator `{}`{}",
                n + 1,
                a.trim(),
                b.trim(),
                if a.trim() == b.trim() {
                    " (the same words with other spaces or line ends)"
                } else {
                    ""
                }
            ),
            "the check translates the corrected listing (under the file name your command gives) with your command's options and compares line by line: give the translator's output for the corrected listing, unchanged (run the command again with this attic), not a translation of another program or an edited copy",
        ));
    }
    Ok(Report::pass(format!(
        "your file is what `{command}` writes: {} lines of Rust.\n{}",
        ours.lines().count(),
        measure()?
    )))
}

/// perft through the interpreter, the committed translation and the native engine: the counts
/// (which must agree) and how long each took (reported, never judged).
fn measure() -> Result<String, CheckError> {
    const DEPTH: u32 = 5;
    let opening = Position::initial();
    let mut engines: Vec<(&str, Box<dyn Engine>)> = vec![(
        "interpreted",
        Box::new(
            crate::bridge::checkers::Interpreted::load(
                Source::new(CORRECTED_NAME, STRACHEY_CORRECTED),
                Reading::Set,
            )
            .map_err(reference)?,
        ),
    )];
    #[cfg(feature = "translated")]
    engines.push((
        "translated",
        Box::new(crate::bridge::translated::Translated::new()),
    ));
    engines.push(("native", Box::new(Native::new(Rules::Strachey))));
    let mut lines = Vec::new();
    let mut counts = Vec::new();
    let mut times = Vec::new();
    for (label, engine) in &mut engines {
        let started = Instant::now();
        let count = engine.perft(&opening, DEPTH).map_err(reference)?;
        let seconds = started.elapsed().as_secs_f64();
        lines.push(format!(
            "  {label:<12} perft({DEPTH}) = {count} in {seconds:.6} s"
        ));
        counts.push(count);
        times.push((*label, seconds));
    }
    // Each executor against the one before it: how many times faster it was just now.
    for pair in times.windows(2) {
        let ((slow, a), (fast, b)) = (pair[0], pair[1]);
        if b > 0.0 {
            lines.push(format!("  {fast} was {:.1} times as fast as {slow}", a / b));
        }
    }
    if counts.windows(2).any(|w| w[0] != w[1]) {
        return Err(reference(format!(
            "the executors disagree:\n{}",
            lines.join("\n")
        )));
    }
    Ok(format!(
        "the three executors, measured just now (the counts agree; compare the times, then \
         `cargo bench --bench executors` for perft(7)):\n{}",
        lines.join("\n")
    ))
}
