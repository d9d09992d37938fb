//! The catalogue of `programs/`: every file the binary carries, with its language, its role
//! and its translation where one is committed. This is the one place that embeds a file of
//! `programs/`; the CLI, the studio, the course, the bridges and the benches take texts from
//! here. A test checks the catalogue against the folders, so a file added there is not missed.
//! Neutral data: it names no interpreter, so the native engines may read it too.

/// Strachey's listing as printed in Scientific American, September 1966 (it does not parse).
pub const STRACHEY_PRINTED: &str = include_str!("../programs/cpl/strachey-1966.cpl");

/// The listing with Norvig's errata E1, E2 and E4 applied (see `programs/cpl/ERRATA.md`).
pub const STRACHEY_CORRECTED: &str = include_str!("../programs/cpl/strachey-1966-corrected.cpl");

/// The errata walk from the printed listing to the corrected one.
pub const ERRATA_MD: &str = include_str!("../programs/cpl/ERRATA.md");

/// Where the checkers prelude lives, the name its diagnostics give.
pub const PRELUDE_PATH: &str = "programs/cpl/checkers-prelude.cpl";
/// attic's own CPL for what the listing uses but never defines (Terminal, Opening, ...).
pub const PRELUDE: &str = include_str!("../programs/cpl/checkers-prelude.cpl");

/// Norvig's suggested `ChosenPosition` with a higher-order `Max` (attic's CPL).
pub const NORVIG_MAX: &str = include_str!("../programs/cpl/norvig-2011-max.cpl");

/// Algorithm 50б rebuilt: mate in 2, no `s` in its input.
pub const MATE_IN_2: &str = include_str!("../programs/algol/mate-in-2.alg");
/// Items 4-7 of the 1976 certification applied: reads `s` (2 or 3) first.
pub const MATE_IN_3: &str = include_str!("../programs/algol/mate-in-3.alg");
/// Указания 3-6 applied as well: reads `s` (2, 3 or 4) first.
pub const MATE_IN_4: &str = include_str!("../programs/algol/mate-in-4.alg");
/// The certification's pattern continued one move (`attic algol extend ... --to 5`): reads
/// `s` (2 to 5) first.
pub const MATE_IN_5: &str = include_str!("../programs/algol/mate-in-5.alg");
/// The pattern continued two moves (`--to 6`): reads `s` (2 to 6) first.
pub const MATE_IN_6: &str = include_str!("../programs/algol/mate-in-6.alg");
/// The same procedures in one non-recursive loop over the levels: reads `s` (1 to 6) first.
pub const MATE_IN_N: &str = include_str!("../programs/algol/mate-in-n.alg");

/// The mate problems with their known keys.
pub const KNOWN_KEYS: &str = include_str!("../programs/problems/known-keys.epd");
/// Problems checked against Popeye.
pub const POPEYE: &str = include_str!("../programs/problems/popeye.epd");
/// Donna's bank of mate problems.
pub const DONNA: &str = include_str!("../programs/problems/donna.epd");
/// Problems from matetrack.
pub const MATETRACK: &str = include_str!("../programs/problems/matetrack.epd");
/// Mates in 5.
pub const MATE5: &str = include_str!("../programs/problems/mate5.epd");

/// The 156 three-move ballots of English checkers (the ACF deck, which the file names).
pub const THREE_MOVE_BALLOTS: &str = include_str!("../programs/checkers/three-move-ballots.pdn");

/// The chess openings the ladder plays from.
pub const CHESS_OPENINGS: &str = include_str!("../programs/chess/openings.pgn");
/// The shipped Polyglot opening book.
pub const CHESS_BOOK: &[u8] = include_bytes!("../programs/chess/book.bin");

/// The course's README, whose sections are the exercises' texts.
pub const COURSE_README: &str = include_str!("../programs/coursework/README.md");

/// What a file of `programs/` is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Language {
    Cpl,
    Algol60,
    /// Chess problems, one EPD record a line.
    Epd,
    /// Checkers openings in PDN.
    Pdn,
    /// Chess openings in PGN.
    Pgn,
    /// A Polyglot opening book (binary).
    Polyglot,
    Markdown,
}

/// What a file is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// A listing as published, errors and all.
    PrintedListing,
    /// A published listing with its errata applied.
    Corrected,
    /// attic's own definitions loaded after a program.
    Prelude,
    /// attic's own program beside the historical ones, for comparison.
    Variant,
    /// An ALGOL mate-in-n solver.
    MateSolver,
    /// Mate problems.
    Problems,
    /// Openings to start games or matches from.
    Openings,
    /// An opening book an engine plays from.
    OpeningBook,
    /// The starter file of a course exercise (its number).
    CourseworkStarter(u32),
    /// Text the binary shows or reads its structure from (errata, exercises).
    Notes,
}

/// One file of `programs/`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Program {
    /// From the repository's root.
    pub path: &'static str,
    pub language: Language,
    pub role: Role,
    pub bytes: &'static [u8],
    /// Its committed Rust translation, the module under `src/translated/`.
    pub translated: Option<&'static str>,
}

impl Program {
    /// The file's name, without its folder.
    pub fn name(&self) -> &'static str {
        self.path.rsplit('/').next().unwrap_or(self.path)
    }

    /// The text (every file but the opening book is UTF-8 text).
    pub fn text(&self) -> Option<&'static str> {
        std::str::from_utf8(self.bytes).ok()
    }
}

const fn entry(
    path: &'static str,
    language: Language,
    role: Role,
    text: &'static str,
    translated: Option<&'static str>,
) -> Program {
    Program {
        path,
        language,
        role,
        bytes: text.as_bytes(),
        translated,
    }
}

/// The course exercises' starter files: (exercise, path from the repository's root, text).
pub const STARTERS: [(u32, &str, &str); 8] = [
    (
        1,
        "programs/coursework/typo.cpl",
        include_str!("../programs/coursework/typo.cpl"),
    ),
    (
        2,
        "programs/coursework/nil.cpl",
        include_str!("../programs/coursework/nil.cpl"),
    ),
    (
        5,
        "programs/coursework/max-chosen-position.cpl",
        include_str!("../programs/coursework/max-chosen-position.cpl"),
    ),
    (
        6,
        "programs/coursework/alpha-beta.cpl",
        include_str!("../programs/coursework/alpha-beta.cpl"),
    ),
    (
        7,
        "programs/coursework/terminal-value.cpl",
        include_str!("../programs/coursework/terminal-value.cpl"),
    ),
    (
        8,
        "programs/coursework/jensen.alg",
        include_str!("../programs/coursework/jensen.alg"),
    ),
    (
        9,
        "programs/coursework/four-moves.alg",
        include_str!("../programs/coursework/four-moves.alg"),
    ),
    (
        11,
        "programs/coursework/wins-within.cpl",
        include_str!("../programs/coursework/wins-within.cpl"),
    ),
];

/// The problem files of `programs/problems/`: (path from the repository's root, text).
pub const PROBLEMS: [(&str, &str); 5] = [
    ("programs/problems/known-keys.epd", KNOWN_KEYS),
    ("programs/problems/popeye.epd", POPEYE),
    ("programs/problems/donna.epd", DONNA),
    ("programs/problems/matetrack.epd", MATETRACK),
    ("programs/problems/mate5.epd", MATE5),
];

use Language::{Algol60, Cpl};

/// The files listed one by one; the starters and the problem files come from their tables
/// ([`catalogue`]).
const LISTED: &[Program] = &[
    entry(
        "programs/cpl/strachey-1966.cpl",
        Cpl,
        Role::PrintedListing,
        STRACHEY_PRINTED,
        None,
    ),
    entry(
        "programs/cpl/strachey-1966-corrected.cpl",
        Cpl,
        Role::Corrected,
        STRACHEY_CORRECTED,
        Some("translated::strachey_corrected"),
    ),
    entry(PRELUDE_PATH, Cpl, Role::Prelude, PRELUDE, None),
    entry(
        "programs/cpl/norvig-2011-max.cpl",
        Cpl,
        Role::Variant,
        NORVIG_MAX,
        None,
    ),
    entry(
        "programs/cpl/ERRATA.md",
        Language::Markdown,
        Role::Notes,
        ERRATA_MD,
        None,
    ),
    entry(
        "programs/algol/mate-in-2.alg",
        Algol60,
        Role::MateSolver,
        MATE_IN_2,
        Some("translated::algol_mate_in_2"),
    ),
    entry(
        "programs/algol/mate-in-3.alg",
        Algol60,
        Role::MateSolver,
        MATE_IN_3,
        Some("translated::algol_mate_in_3"),
    ),
    entry(
        "programs/algol/mate-in-4.alg",
        Algol60,
        Role::MateSolver,
        MATE_IN_4,
        Some("translated::algol_mate_in_4"),
    ),
    entry(
        "programs/algol/mate-in-5.alg",
        Algol60,
        Role::MateSolver,
        MATE_IN_5,
        Some("translated::algol_mate_in_5"),
    ),
    entry(
        "programs/algol/mate-in-6.alg",
        Algol60,
        Role::MateSolver,
        MATE_IN_6,
        Some("translated::algol_mate_in_6"),
    ),
    entry(
        "programs/algol/mate-in-n.alg",
        Algol60,
        Role::MateSolver,
        MATE_IN_N,
        Some("translated::algol_mate_in_n"),
    ),
    entry(
        "programs/checkers/three-move-ballots.pdn",
        Language::Pdn,
        Role::Openings,
        THREE_MOVE_BALLOTS,
        None,
    ),
    entry(
        "programs/chess/openings.pgn",
        Language::Pgn,
        Role::Openings,
        CHESS_OPENINGS,
        None,
    ),
    Program {
        path: "programs/chess/book.bin",
        language: Language::Polyglot,
        role: Role::OpeningBook,
        bytes: CHESS_BOOK,
        translated: None,
    },
    entry(
        "programs/coursework/README.md",
        Language::Markdown,
        Role::Notes,
        COURSE_README,
        None,
    ),
];

/// Every file of `programs/` the binary carries, in folder order.
pub fn catalogue() -> Vec<Program> {
    let starters = STARTERS.iter().map(|&(number, path, text)| Program {
        path,
        language: if path.ends_with(".alg") { Algol60 } else { Cpl },
        role: Role::CourseworkStarter(number),
        bytes: text.as_bytes(),
        translated: None,
    });
    let problems = PROBLEMS
        .iter()
        .map(|&(path, text)| entry(path, Language::Epd, Role::Problems, text, None));
    LISTED
        .iter()
        .copied()
        .chain(starters)
        .chain(problems)
        .collect()
}

/// The catalogued file at `path` (from the repository's root).
pub fn find(path: &str) -> Option<Program> {
    catalogue().into_iter().find(|p| p.path == path)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The folders the catalogue covers, and the kinds of file in them it carries (the other
    /// Markdown files there are documentation the binary does not read).
    const COVERED: [&str; 6] = [
        "cpl",
        "algol",
        "problems",
        "checkers",
        "chess",
        "coursework",
    ];
    const CARRIED: [&str; 6] = ["cpl", "alg", "epd", "pdn", "pgn", "bin"];

    #[test]
    fn the_catalogue_lists_exactly_the_files_of_its_folders() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut on_disk = Vec::new();
        for folder in COVERED {
            for file in std::fs::read_dir(root.join("programs").join(folder)).expect("a folder") {
                let name = file.expect("an entry").file_name();
                let name = name.to_str().expect("a UTF-8 name");
                let extension = name.rsplit('.').next().unwrap_or("");
                if CARRIED.contains(&extension) {
                    on_disk.push(format!("programs/{folder}/{name}"));
                }
            }
        }
        let catalogue = catalogue();
        let mut listed: Vec<String> = catalogue
            .iter()
            .filter(|p| p.language != Language::Markdown)
            .map(|p| p.path.to_string())
            .collect();
        on_disk.sort();
        listed.sort();
        assert_eq!(listed, on_disk);
        for program in &catalogue {
            let bytes = std::fs::read(root.join(program.path)).expect(program.path);
            assert_eq!(bytes, program.bytes, "{}", program.path);
        }
    }
}
