//! The course: eleven exercises on the two historical programs (`programs/coursework/README.md`)
//! and the checks that say whether a student's answer holds.
//!
//! - [`introduction`] is the README's text before the exercises.
//! - [`exercises`] lists them: number, title, the README section (question, commands, what the
//!   answer file is), the starter file when there is one. The texts live in the README, which
//!   is embedded; a section is everything from its `## Exercise N` heading to the next one.
//! - [`check`] runs an answer through the same executors the tests use: the CPL interpreter
//!   with the checkers prelude, the ALGOL interpreter, the native checkers and chess engines,
//!   the comparison machinery of `attic diff`. No check compares the answer's text with a
//!   stored answer; each one measures what the answer does and compares that with what the
//!   historical program, an erratum applied by the errata machinery, or a native engine does.
//! - A [`Report`] is data: passed or not, what was measured, and a hint when it failed. A
//!   syntax error in the answer is its diagnostic ([`Report::syntax_error`]), never printed
//!   here: the command line and the studio decide how to show it.
//!
//! Files: `listing.rs` (exercises 1, 2 and 10: the listing itself, as text, as run, as
//! translated), `lines.rs` (3 and 4: lines of play replayed in programs and engines),
//! `choices.rs` (5, 6, 7: CPL programs choosing and playing), `algol/` (8 in `mod.rs`,
//! with the run of an ALGOL answer both share; 9 in `mate.rs`), `endgame.rs` (11: a CPL
//! search checked against the checkers endgame database).
//! Depths and sizes are small so that every check takes a second or two in release.

mod algol;
mod bank;
mod choices;
mod endgame;
mod lines;
mod listing;

use std::cell::RefCell;
use std::fmt;
use std::time::{Duration, Instant};

use crate::diagnostic::Diagnostic;
use crate::limits::Limits;

/// The course's README, whose sections are the exercises' texts.
pub const README: &str = crate::programs::COURSE_README;

/// Where the course lives in the repository (starter files are relative to it).
pub const FOLDER: &str = "programs/coursework";

/// One exercise of the course.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exercise {
    pub number: u32,
    pub title: &'static str,
    /// Its section of the README: the heading, the question, the commands, the answer's form.
    pub section: &'static str,
    /// The starter file (under [`FOLDER`]) and its text, when the exercise has one.
    pub starter: Option<(&'static str, &'static str)>,
}

/// The number of exercises.
pub const COUNT: u32 = 11;

/// Every exercise, in order.
pub fn exercises() -> Vec<Exercise> {
    (1..=COUNT).filter_map(exercise).collect()
}

/// The README's introduction: what follows its title, up to exercise 1 (how the course
/// works, how a check is run, the sources).
pub fn introduction() -> &'static str {
    let body = README
        .strip_prefix('#')
        .and_then(|rest| rest.split_once('\n'))
        .map_or(README, |(_, body)| body);
    let end = body.find("\n## Exercise 1:").unwrap_or(body.len());
    body[..end].trim()
}

/// Exercise `n` (1-based), if there is one.
pub fn exercise(n: u32) -> Option<Exercise> {
    let heading = format!("## Exercise {n}:");
    let start = README.find(&heading)?;
    let rest = &README[start..];
    let end = rest[heading.len()..]
        .find("\n## ")
        .map(|i| i + heading.len() + 1)
        .unwrap_or(rest.len());
    let section = rest[..end].trim_end();
    let title = section.lines().next()?[heading.len()..].trim();
    let starter = crate::programs::STARTERS
        .iter()
        .find(|(k, _, _)| *k == n)
        .map(|&(_, path, text)| (path.rsplit('/').next().unwrap_or(path), text));
    Some(Exercise {
        number: n,
        title,
        section,
        starter,
    })
}

/// What a check found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Report {
    pub passed: bool,
    /// What was run and measured, in sentences (one or more lines).
    pub message: String,
    /// When the answer does not hold: what to look at next.
    pub hint: Option<String>,
    /// The answer is not text of the kind asked for (a program that does not parse, a line of
    /// moves with something else in it): its diagnostic, with file:line:col and a caret.
    pub syntax_error: Option<Diagnostic>,
}

impl Report {
    fn pass(message: impl Into<String>) -> Report {
        Report {
            passed: true,
            message: message.into(),
            hint: None,
            syntax_error: None,
        }
    }

    fn fail(message: impl Into<String>, hint: impl Into<String>) -> Report {
        Report {
            passed: false,
            message: message.into(),
            hint: Some(hint.into()),
            syntax_error: None,
        }
    }

    fn syntax(diagnostic: Diagnostic, hint: impl Into<String>) -> Report {
        Report {
            passed: false,
            message: "the answer does not parse".to_string(),
            hint: Some(hint.into()),
            syntax_error: Some(diagnostic),
        }
    }
}

/// Why no check was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckError {
    /// There is no exercise of that number.
    NoSuchExercise(u32),
    /// The course's own reference (the listing, an erratum, a native engine) failed: a bug in
    /// attic, not in the answer.
    Reference(String),
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::NoSuchExercise(n) => {
                write!(f, "there is no exercise {n}: the course has 1 to {COUNT}")
            }
            CheckError::Reference(why) => write!(f, "the course's reference failed: {why}"),
        }
    }
}

impl std::error::Error for CheckError {}

fn reference(why: impl fmt::Display) -> CheckError {
    CheckError::Reference(why.to_string())
}

/// `n` and a noun, plural unless `n` is 1: `1 position`, `2 positions`.
fn count(n: impl Into<u64>, noun: &str) -> String {
    let n = n.into();
    format!("{n} {noun}{}", if n == 1 { "" } else { "s" })
}

/// The report on an answer with no definitions at all (an empty file, or only comments).
fn empty(what: &str) -> Report {
    Report::fail(
        "your file defines nothing: it is empty, or holds only comments",
        format!("the answer is {what}: copy it, then change it"),
    )
}

/// The name an answer's diagnostics give it when it has none of its own.
pub const ANSWER_NAME: &str = "answer";

/// How one check runs: the seed of its fresh random inputs and the bounds on every run of
/// the answer it makes.
///
/// Each behavioural check draws positions, values or problems from `seed` (besides its fixed
/// bank of hard cases), so that an answer cannot be fitted to what the check looks at; the
/// same seed gives the same inputs, so that a verdict can be replayed (`--seed N`). The
/// limits bound every interpretation of the answer (steps, depth and memory per run; the
/// deadline over the whole check): a runaway answer is "not yet" with the limit named.
#[derive(Debug, Clone)]
pub struct Settings {
    pub seed: u64,
    pub limits: Limits,
}

impl Settings {
    /// The seed [`check`] and [`check_named`] use (the command line draws a fresh one).
    pub const DEFAULT_SEED: u64 = 1;
    /// Seconds a check may take by default: every check of a right answer takes a few
    /// seconds in release; a class of 30 students' eleven answers stays within minutes.
    pub const DEFAULT_TIME_LIMIT: f64 = 60.0;
    /// Steps one run of the answer may take by default (exercise 9's mate in 4 takes some
    /// hundreds of millions of ALGOL steps).
    pub const DEFAULT_MAX_STEPS: u64 = 2_000_000_000;
    /// Bytes one run may hold by default: a right answer needs a few megabytes.
    pub const DEFAULT_MAX_MEMORY: usize = 1 << 30;

    /// The default bounds with `seed`; no deadline (see [`Settings::with_time_limit`]).
    pub fn new(seed: u64) -> Settings {
        Settings {
            seed,
            limits: Limits {
                max_steps: Settings::DEFAULT_MAX_STEPS,
                max_memory: Settings::DEFAULT_MAX_MEMORY,
                ..Limits::default()
            },
        }
    }

    /// These settings with a deadline `seconds` from now.
    pub fn with_time_limit(mut self, seconds: f64) -> Settings {
        self.limits.deadline = Some(Instant::now() + Duration::from_secs_f64(seconds));
        self
    }
}

impl Default for Settings {
    fn default() -> Settings {
        Settings::new(Settings::DEFAULT_SEED)
    }
}

thread_local! {
    /// The settings of the check running on this thread (checks run one at a time on a
    /// thread; the interpreters they make are bound by these limits).
    static CURRENT: RefCell<Settings> = RefCell::new(Settings::default());
}

/// The bounds of the check running on this thread, for every interpreter it makes.
fn limits() -> Limits {
    CURRENT.with(|c| c.borrow().limits.clone())
}

/// The seed of the check running on this thread.
fn seed() -> u64 {
    CURRENT.with(|c| c.borrow().seed)
}

/// Whether the check running on this thread is past its deadline.
fn out_of_time() -> bool {
    CURRENT.with(|c| {
        c.borrow()
            .limits
            .deadline
            .is_some_and(|d| Instant::now() >= d)
    })
}

/// Checks an answer to exercise `n` (its text; diagnostics call it [`ANSWER_NAME`]).
pub fn check(n: u32, answer: &str) -> Result<Report, CheckError> {
    check_named(n, ANSWER_NAME, answer)
}

/// [`check`], with the name (a file name) diagnostics give the answer.
pub fn check_named(n: u32, name: &str, answer: &str) -> Result<Report, CheckError> {
    check_with(n, name, answer, &Settings::default())
}

/// [`check_named`] with its seed and bounds.
pub fn check_with(
    n: u32,
    name: &str,
    answer: &str,
    settings: &Settings,
) -> Result<Report, CheckError> {
    let before = CURRENT.with(|c| c.replace(settings.clone()));
    let result = run_check(n, name, answer);
    let late = out_of_time();
    CURRENT.with(|c| c.replace(before));
    match result {
        // A pass must be earned within the time: a check that ran out of time may have
        // stopped asking before the question the answer gets wrong (loops over inputs end at
        // the deadline), so its "no difference found" proves nothing.
        Ok(report) if late && report.passed => Ok(Report::fail(
            "the check stopped at its time limit (--time-limit) before it had asked every question, so it cannot pass the answer",
            "run the check again on a quieter machine, or give it more time with --time-limit SECONDS; if your answer is slow, look for work it does twice",
        )),
        Ok(report) if late && !report.passed => Ok(Report {
            message: format!(
                "the check stopped at its time limit (--time-limit): {}",
                report.message
            ),
            hint: Some(
                "your answer runs too long: look for a loop or a recursion that does not end \
                 (run it yourself with `attic run`), or give the check more time with \
                 --time-limit SECONDS"
                    .to_string(),
            ),
            ..report
        }),
        // A reference that stopped only because the answer used up the time is the answer's.
        Err(CheckError::Reference(_)) if late => Ok(Report::fail(
            "the check stopped at its time limit (--time-limit) before it could finish",
            "your answer runs too long: look for a loop or a recursion that does not end, or \
             give the check more time with --time-limit SECONDS",
        )),
        Ok(report) => Ok(name_flags(report)),
        other => other,
    }
}

/// A report that names a limit names the flag of `course check` that raises it.
fn name_flags(mut report: Report) -> Report {
    const FLAGS: [(&str, &str); 4] = [
        ("the step limit", "--max-steps"),
        ("the depth limit", "--max-depth"),
        ("the memory limit", "--max-memory"),
        ("the time limit", "--time-limit"),
    ];
    for (limit, flag) in FLAGS {
        if report.message.contains(limit) && !report.message.contains(flag) {
            report.message = format!(
                "{} (`course check` raises {limit} with {flag})",
                report.message
            );
        }
    }
    report
}

fn run_check(n: u32, name: &str, answer: &str) -> Result<Report, CheckError> {
    match n {
        1 => listing::typo(name, answer),
        2 => listing::nil(name, answer),
        3 => lines::stale_king(name, answer),
        4 => lines::perft_short(name, answer),
        5 => choices::max_version(name, answer),
        6 => choices::alpha_beta(name, answer),
        7 => choices::terminal_value(name, answer),
        8 => algol::jensen(name, answer),
        9 => algol::mate::mate_in_four(name, answer),
        10 => listing::translation(name, answer),
        11 => endgame::wins_within(name, answer),
        _ => Err(CheckError::NoSuchExercise(n)),
    }
}
