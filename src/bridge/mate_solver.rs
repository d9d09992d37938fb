//! One seam for the chess mate solvers, as `checkers::Engine` is for checkers: the native
//! solver and the rebuilt ALGOL programs (interpreted or translated) behind one
//! [`MateEngine`], which says which mate lengths each accepts, and one ALGOL run
//! ([`solve_algol`]) that turns the program's printed key into a typed answer (the move in
//! UCI and SAN, the verdict, the cost and everything the program printed). The CLI
//! (`chess solve`) and the studio (`POST /api/chess/solve`) both go through here, so they
//! accept the same N and name the key the same way.

use std::fmt;
use std::ops::RangeInclusive;

use super::algol_chess::{
    self, Executor, MateProgram, OutputError, PrepareError, RunError, Setup, Verdict,
};
use crate::algol::{Limits, Stats};

/// Who solves a mate problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MateEngine {
    /// The native bitboard solver (`src/chess/solve.rs`): every key, threat and variation.
    Native,
    /// The rebuilt ALGOL program in the ALGOL interpreter.
    Interpreted,
    /// The ALGOL program's committed Rust translation (`src/translated/algol_mate_in_*.rs`).
    Translated,
}

impl MateEngine {
    pub const ALL: [MateEngine; 3] = [
        MateEngine::Native,
        MateEngine::Interpreted,
        MateEngine::Translated,
    ];

    /// The name the CLI's `--engine` and the studio's `engine` field give it.
    pub fn name(self) -> &'static str {
        match self {
            MateEngine::Native => "native",
            MateEngine::Interpreted => "interpreted",
            MateEngine::Translated => "translated",
        }
    }

    /// The engine a name asks for (`algol` is the studio's older word for `interpreted`).
    pub fn from_name(name: &str) -> Option<MateEngine> {
        match name {
            "native" => Some(MateEngine::Native),
            "interpreted" | "algol" => Some(MateEngine::Interpreted),
            "translated" => Some(MateEngine::Translated),
            _ => None,
        }
    }

    /// The mate lengths this engine solves: the native solver up to
    /// [`crate::chess::solve::MAX_MATE_IN`]; the ALGOL executors what the programs under
    /// `programs/algol/` cover ([`ALGOL_MATE_IN`]: mate in 1 by `mate-in-n.alg`, 2 to 6 by
    /// the certified programs and the pattern's continuation).
    pub fn accepts(self) -> RangeInclusive<u32> {
        match self {
            MateEngine::Native => 1..=crate::chess::solve::MAX_MATE_IN,
            MateEngine::Interpreted | MateEngine::Translated => ALGOL_MATE_IN,
        }
    }

    /// The ALGOL executor, for the two ALGOL engines.
    pub fn algol_executor(self) -> Option<Executor> {
        match self {
            MateEngine::Native => None,
            MateEngine::Interpreted => Some(Executor::Interpreted),
            MateEngine::Translated => Some(Executor::Translated),
        }
    }
}

impl fmt::Display for MateEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The mate lengths some program under `programs/algol/` solves ([`algol_chess::program_for`]).
pub const ALGOL_MATE_IN: RangeInclusive<u32> = 1..=6;

/// A key move, as the program printed it (UCI) and named on the board (SAN).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeyMove {
    pub uci: String,
    pub san: String,
}

/// What an ALGOL mate program concluded, with its cost and its own words.
#[derive(Debug, Clone)]
pub struct AlgolAnswer {
    /// The program that ran (`mate-in-3.alg`).
    pub program: &'static str,
    /// The program's verdict, read from its output.
    pub verdict: Verdict,
    /// The key of a `Key` or `MateInOne` verdict, named on the position.
    pub key: Option<KeyMove>,
    /// Steps, calls and depth of the run.
    pub stats: Stats,
    /// Everything the program printed.
    pub output: String,
}

/// Why an ALGOL solve gave no verdict.
#[derive(Debug)]
pub enum AlgolSolveError {
    /// N is outside [`ALGOL_MATE_IN`], or the chosen program does not solve it.
    Moves(u32),
    /// The FEN does not parse, or the position is outside the rules the programs cover.
    Prepare(PrepareError),
    /// The run stopped before its answer (a limit, a runtime error, no translation).
    Stopped {
        program: &'static str,
        error: RunError,
    },
    /// The program printed no verdict.
    Output {
        program: &'static str,
        error: OutputError,
        output: String,
    },
    /// The program printed a key that is not a legal move of the position.
    IllegalKey {
        program: &'static str,
        key: String,
        output: String,
    },
}

impl fmt::Display for AlgolSolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AlgolSolveError::Moves(n) => write!(
                f,
                "mate in {n} is out of range: the ALGOL programs solve mate in {} to {}",
                ALGOL_MATE_IN.start(),
                ALGOL_MATE_IN.end()
            ),
            AlgolSolveError::Prepare(e) => write!(f, "{e}"),
            AlgolSolveError::Stopped { program, error } => {
                write!(f, "{program} stopped before its answer: {error}")
            }
            AlgolSolveError::Output { program, error, .. } => write!(f, "{program}: {error}"),
            AlgolSolveError::IllegalKey { key, .. } => write!(
                f,
                "the program printed a key that is not a legal move: {key}"
            ),
        }
    }
}

impl std::error::Error for AlgolSolveError {}

/// Runs `program` on `fen` in `executor` under `limits` and reads its answer: the one ALGOL
/// solve of the CLI and the studio.
pub fn solve_algol(
    executor: Executor,
    program: MateProgram,
    fen: &str,
    limits: Limits,
) -> Result<AlgolAnswer, AlgolSolveError> {
    let (program, input) =
        algol_chess::prepare_for(program, fen).map_err(AlgolSolveError::Prepare)?;
    let (output, stats) =
        algol_chess::run_with(executor, &program, &input, limits).map_err(|error| {
            AlgolSolveError::Stopped {
                program: program.name,
                error,
            }
        })?;
    let verdict = match algol_chess::read_verdict(&output) {
        Ok(verdict) => verdict,
        Err(error) => {
            return Err(AlgolSolveError::Output {
                program: program.name,
                error,
                output,
            })
        }
    };
    let key = match verdict.key() {
        None => None,
        Some(uci) => {
            let named = Setup::from_fen(fen)
                .ok()
                .and_then(|s| s.position.parse_uci(uci).ok().map(|mv| s.position.san(mv)));
            match named {
                Some(san) => Some(KeyMove {
                    uci: uci.to_string(),
                    san,
                }),
                None => {
                    return Err(AlgolSolveError::IllegalKey {
                        program: program.name,
                        key: uci.to_string(),
                        output,
                    })
                }
            }
        }
    };
    Ok(AlgolAnswer {
        program: program.name,
        verdict,
        key,
        stats,
        output,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_algol_length_has_a_program() {
        for n in ALGOL_MATE_IN {
            assert!(algol_chess::program_for(n).is_some(), "mate in {n}");
        }
        assert!(algol_chess::program_for(ALGOL_MATE_IN.end() + 1).is_none());
        assert!(algol_chess::program_for(0).is_none());
    }

    #[test]
    fn names_round_trip() {
        for engine in MateEngine::ALL {
            assert_eq!(MateEngine::from_name(engine.name()), Some(engine));
        }
    }
}
