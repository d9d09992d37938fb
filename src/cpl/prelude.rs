//! The checkers prelude: attic's own CPL for what Strachey's listing uses but never defines
//! (`Terminal`, `TerminalValue`) and the opening position (`Opening`), with the search depth
//! as a constant the host may override (`SearchDepth`). It is not Strachey's.

/// Where the prelude lives in the repository (its name in diagnostics).
pub const PATH: &str = "programs/cpl/checkers-prelude.cpl";

/// The prelude's text.
pub const TEXT: &str = include_str!("../../programs/cpl/checkers-prelude.cpl");

/// The constant that sets the depth at which `Terminal(P,d)` stops the search.
pub const SEARCH_DEPTH: &str = "SearchDepth";

/// The names the prelude defines.
pub const NAMES: [&str; 4] = ["SearchDepth", "Terminal", "TerminalValue", "Opening"];
