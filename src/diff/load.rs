//! Loading one side of a comparison. A program that does not parse, or does not run from the
//! opening (the printed listing does neither), is reported with its diagnostic and replaced by
//! the shortest prefix of the errata that makes it run.

use std::fmt;

use super::play::{opening, Player};
use crate::cpl::errata::{self, ErrataError};
use crate::cpl::Readings;
use crate::limits::Limits;

/// Why a program could not be used as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// It does not parse (or load): the rendered diagnostic.
    Parse(String),
    /// It loads but fails on the opening: the message and the rendered diagnostic.
    Run { message: String, diagnostic: String },
}

impl Failure {
    /// The diagnostic as the terminal shows it.
    pub fn rendered(&self) -> &str {
        match self {
            Failure::Parse(d) => d,
            Failure::Run { diagnostic, .. } => diagnostic,
        }
    }

    pub fn what(&self) -> &'static str {
        match self {
            Failure::Parse(_) => "does not parse",
            Failure::Run { .. } => "does not run from the opening",
        }
    }
}

/// A side replaced by an errata prefix.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fallback {
    /// Why the program as given could not be used.
    pub failure: Failure,
    /// The errata applied, in order (`["E1", "E2"]`).
    pub applied: Vec<String>,
    /// The program that runs.
    pub text: String,
}

/// Why no version of a side could be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoadError {
    /// The program fails, and no prefix of the errata applies to it and runs.
    NoPrefixRuns {
        failure: Failure,
    },
    Errata(ErrataError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NoPrefixRuns { failure } => write!(
                f,
                "the program {}, and no prefix of the errata makes it run\n{}",
                failure.what(),
                failure.rendered().trim_end()
            ),
            LoadError::Errata(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for LoadError {}

/// A loaded side, and the fallback used when the program as given failed.
pub struct Side {
    pub player: Player,
    pub fallback: Option<Fallback>,
}

/// Loads `text` and checks that it runs from the opening.
pub fn try_load(
    name: &str,
    text: &str,
    reading: Readings,
    limits: &Limits,
) -> Result<Player, Failure> {
    let mut player = Player::program_with(name, text, reading, limits).map_err(Failure::Parse)?;
    match player.successors(&opening()) {
        Ok(_) => Ok(player),
        Err(e) => Err(Failure::Run {
            diagnostic: e.diagnostic.clone().unwrap_or_else(|| e.message.clone()),
            message: e.message,
        }),
    }
}

/// Loads a side; when it fails, applies the program errata one at a time and keeps the
/// first prefix that runs.
/// Each attempt is interpreted under `limits`.
pub fn load_side(
    name: &str,
    text: &str,
    reading: Readings,
    limits: &Limits,
) -> Result<Side, LoadError> {
    let failure = match try_load(name, text, reading, limits) {
        Ok(player) => {
            return Ok(Side {
                player,
                fallback: None,
            })
        }
        Err(failure) => failure,
    };
    let entries = errata::errata().map_err(LoadError::Errata)?;
    let mut current = text.to_string();
    let mut applied = Vec::new();
    for erratum in entries.iter().filter(|e| e.changes_program()) {
        let Ok(next) = erratum.apply_to(&current) else {
            break;
        };
        current = next;
        applied.push(erratum.id.clone());
        let prefixed = format!("{name}+{}", applied.join("+"));
        if let Ok(mut player) = try_load(&prefixed, &current, reading, limits) {
            player.label = format!(
                "{name} with {} ({})",
                applied.join(", "),
                reading.describe()
            );
            return Ok(Side {
                player,
                fallback: Some(Fallback {
                    failure,
                    applied,
                    text: current,
                }),
            });
        }
    }
    Err(LoadError::NoPrefixRuns { failure })
}
