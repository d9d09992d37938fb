//! # attic
//!
//! attic brings two published historical programs back to life: Christopher Strachey's 1966
//! checkers program, printed in CPL in Scientific American, and a Soviet ALGOL-60 program that
//! solves chess problems "mate in n". It parses both languages into syntax trees
//! ([`cpl`], [`algol`]), runs them in interpreters, translates the checkers program to Rust
//! ([`translated`]), and checks everything against native engines ([`checkers`], [`chess`]).
//! The bridges ([`bridge`]) run a historical program on native positions; whatever they report
//! is the program's own answer. [`diff`] compares programs by text and by behaviour.
//!
//! The README's Architecture section is the code map, with the invariants each folder keeps.
//!
//! ## The 1966 program on a position
//!
//! Load the corrected listing (with the checkers prelude), give it a position in PDN FEN and
//! list the moves its `LegalPositionsFrom` yields, in its own order:
//!
//! ```
//! use attic::bridge::checkers::Interpreted;
//! use attic::checkers::{name_tuples, parse_fen, Engine};
//! use attic::cpl::runtime::logical::Reading;
//!
//! let mut program = Interpreted::corrected(Reading::Set)?;
//! let pos = parse_fen("W:W10:B7,8")?;
//! let successors = Engine::successor_tuples(&mut program, &pos.to_strachey())?;
//! let moves: Vec<String> = name_tuples(&pos, program.naming_rules(), &successors)
//!     .into_iter()
//!     .map(|m| m.name)
//!     .collect();
//! // Crowned on square 3 in mid-capture, the man jumps on as a king: the listing's rule.
//! assert_eq!(moves, ["10x3x12"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Its own choice
//!
//! `choose` is what `ChosenPosition` picks, with the value `BestPosition` gives it and the
//! program's own count of `PositionValue` calls:
//!
//! ```
//! use attic::bridge::checkers::Interpreted;
//! use attic::checkers::{name_tuples, Decision, Engine, Position, SearchKind};
//! use attic::cpl::runtime::logical::Reading;
//!
//! let mut program = Interpreted::corrected(Reading::Set)?;
//! let opening = Position::initial();
//! let Decision::Choice(choice) = program.choose(&opening.to_strachey(), 3, SearchKind::Minimax)?
//! else {
//!     panic!("the opening has moves");
//! };
//! let names = name_tuples(&opening, program.naming_rules(), &choice.successors);
//! assert_eq!(names[choice.index.unwrap()].name, "9-14");
//! assert_eq!((choice.value, choice.evaluated), (0, 358));
//! // Strachey's program has no alpha-beta, and says so.
//! assert!(program.choose(&opening.to_strachey(), 3, SearchKind::AlphaBeta).is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## A game between two executors
//!
//! The interpreted program plays Black against native alpha-beta; one call plays the game
//! through the library's game loop (draw rules, resignation, the record):
//!
//! ```
//! use attic::bridge::checkers::Interpreted;
//! use attic::checkers::game::{play_game, GameOptions};
//! use attic::checkers::{Native, Position, Rules, SearchKind};
//! use attic::cpl::runtime::logical::Reading;
//!
//! let mut strachey = Interpreted::corrected(Reading::Set)?;
//! let mut native = Native::new(Rules::Strachey);
//! let options = GameOptions {
//!     depth: 2,
//!     search: SearchKind::AlphaBeta,
//!     max_plies: Some(20),
//!     ..GameOptions::default()
//! };
//! let (game, ending) = play_game(&mut strachey, &mut native, Position::initial(), options)?;
//! assert_eq!(game.moves().len(), 20);
//! assert!(game.numbered_moves().starts_with("1. 9-14"));
//! let pdn = game.to_pdn(("Strachey, 1966", "native alpha-beta"), "a doc example", &ending);
//! assert!(pdn.contains("[GameType \"21\"]") && pdn.trim_end().ends_with('*'));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## CPL text, printed back and diagnosed
//!
//! ```
//! use attic::cpl::parse_program;
//! use attic::cpl::pretty::{program_to_string, Spelling};
//! use attic::diagnostic::Source;
//!
//! let source = Source::new("next.cpl", "NextMoveDirection(s) = (s = 4) -> -4, 5");
//! let program = parse_program(&source)?;
//! assert_eq!(
//!     program_to_string(&program, Spelling::Unicode).trim(),
//!     "NextMoveDirection(s) = (s = 4) → -4, 5"
//! );
//! // The printed listing lacks a `)` (erratum E1): the diagnostic says where, in words.
//! let printed = Source::new("strachey-1966.cpl", attic::programs::STRACHEY_PRINTED);
//! let error = parse_program(&printed).unwrap_err().to_string();
//! assert!(error.contains("expected `)`"), "{error}");
//! assert!(error.contains("strachey-1966.cpl:35:1"), "{error}");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## A mate in 2
//!
//! ```
//! use attic::chess::fen::parse_fen;
//! use attic::chess::solve::{Rules, Solver};
//!
//! let pos = parse_fen("5Kbk/6pp/6P1/8/8/8/8/7R w - - 0 1")?;
//! let solution = Solver::new(Rules::default()).solve(&pos, 2, false, &mut |_| {})?;
//! let keys: Vec<&str> = solution.keys.iter().map(|k| k.san.as_str()).collect();
//! assert_eq!(keys, ["Rh6"]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// The typed ALGOL translations keep the programs' Cyrillic names (`В`, `С`, `К`), which look
// like Latin letters named elsewhere in the crate; the lint is crate-wide, so it is allowed here.
#![allow(confusable_idents)]

pub mod algol;
pub mod bounded;
pub mod bridge;
pub mod cache;
pub mod checkers;
pub mod chess;
pub mod codegen;
pub mod course;
pub mod cpl;
pub mod diagnostic;
pub mod diff;
pub mod limits;
pub mod programs;
pub mod run;
pub mod rust_names;
pub mod stack;
#[cfg(feature = "studio")]
pub mod studio;
pub mod trace;
pub mod translate;
pub mod translated;
