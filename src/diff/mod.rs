//! Comparing two programs: their text, line by line, and their behaviour, move by move; and
//! the errata walk from the printed 1966 listing to the corrected one.
//!
//! - `algol.rs`: two ALGOL mate programs run on the same EPD problems, verdicts compared
//! - `text.rs`: unified line diff with the changed words marked (the `similar` crate)
//! - `play.rs`: the players (a CPL program under a reading, or the native engine) on raw
//!   Strachey tuples; likeness of states; move names
//! - `compare.rs`: breadth-first and seeded random comparison, witnesses, counts
//! - `load.rs`: loading a side, falling back to the first errata prefix that runs
//! - `walk.rs`: the errata walk, the experiments F1-F5 and the four-readings table
//! - `report.rs`: the text report of comparisons and of the walk
//! - `html.rs`: one self-contained page (inline CSS, SVG boards)
//!
//! Invariants: states are never converted through FEN or `Position` between moves, so each
//! program keeps its own hidden state; nothing here prints; witnesses are sorted by the
//! number of moves that reach them.

pub mod algol;
pub mod compare;
pub mod html;
pub mod load;
pub mod play;
pub mod report;
pub mod text;
pub mod walk;
