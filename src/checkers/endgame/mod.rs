//! Endgame databases for English checkers: the exact value (win, draw or loss for the side to
//! move) and the distance to the end of every position with few pieces, by retrograde
//! analysis, as Chinook's databases made checkers solved (Schaeffer et al., "Checkers Is
//! Solved", Science 317, 2007).
//!
//! - `index.rs`    slices by the counts of men and kings of each side; the number of a
//!   position inside its slice (Black to move, White turned round), ranges by leading rank
//! - `value.rs`    one byte a position: draw, or win/loss with the distance in plies
//! - `solve.rs`    retrograde analysis of one group of slices, level by level
//! - `file.rs`     one checksummed file per slice, read back checked
//! - `database.rs` build in order (read, or solve when missing or damaged), or one work unit
//!   (a group) at a time for six pieces; summaries per number of pieces, probing and the
//!   line of best play
//!
//! Rules: the official English rules of `moves.rs` (captures forced, a man crowned during a
//! capture stops). No draw by repetition or move count enters: a position is a draw when
//! neither side can force the end of the game.

pub mod database;
pub mod file;
pub mod index;
pub mod solve;
pub mod value;

pub use database::{
    best_line, best_moves, build_order, complete_pieces, default_dir, solve_in_memory, units,
    Action, BuildError, Database, OpenError, Step, Summary, MAX_BUILD_PIECES, MAX_UNIT_PIECES,
};
pub use index::{locate, SliceKey};
pub use solve::Tables;
pub use value::Value;
