//! The database on disk: slices built in order, written one file each, read back checked, and
//! rebuilt when a file is missing or damaged; and what it says about a position.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Instant;

use super::file::{self, FileError};
use super::index::SliceKey;
use super::solve::{group_of, solve_group, SolveError, Tables};
use super::value::{Value, NOT_A_POSITION};
use crate::checkers::board::Position;
use crate::checkers::moves::{moves, Move, Rules};

/// The most pieces one build goes to; six are built as work units ([`units`]).
pub const MAX_BUILD_PIECES: u32 = 5;

/// The most pieces a build cut into work units goes to ([`units`]).
pub const MAX_UNIT_PIECES: u32 = 6;

/// What happened to one group of slices.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Its files were read and checked.
    Read,
    /// Its files were missing: solved and written.
    Built,
    /// A file was there but damaged: solved again and rewritten; why it was refused.
    Rebuilt(String),
}

/// One step of [`Database::build`]: group `done` of `total`, its slices, what was done.
#[derive(Debug, Clone)]
pub struct Step {
    pub done: u64,
    pub total: u64,
    pub slices: Vec<SliceKey>,
    pub action: Action,
    pub positions: u64,
    pub seconds: f64,
}

/// Why a build failed.
#[derive(Debug)]
pub enum BuildError {
    TooManyPieces(u32),
    Solve(SolveError),
    Write {
        path: PathBuf,
        error: io::Error,
    },
    Read {
        path: PathBuf,
        error: io::Error,
    },
    /// A unit needs a slice that an earlier unit builds.
    UnitFirst {
        slice: SliceKey,
        why: String,
    },
}

impl fmt::Display for BuildError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::TooManyPieces(n) => write!(
                f,
                "{n} pieces is more than one build goes to ({MAX_BUILD_PIECES}); six pieces are built as work units: `attic checkers endgame units --pieces 6`"
            ),
            BuildError::Solve(e) => e.fmt(f),
            BuildError::Write { path, error } => {
                write!(f, "cannot write {}: {error}", path.display())
            }
            BuildError::Read { path, error } => {
                write!(f, "cannot read {}: {error}", path.display())
            }
            BuildError::UnitFirst { slice, why } => write!(
                f,
                "this unit needs slice {} ({}, {why}): run the units of the waves before it \
                 first and copy their files here",
                slice.name(),
                file::file_name(slice)
            ),
        }
    }
}

impl std::error::Error for BuildError {}

/// How many positions of a number of pieces the database holds, and their values for the
/// side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Summary {
    pub pieces: u32,
    pub positions: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
    /// The longest win (plies) among them.
    pub longest_win: u32,
}

/// The groups of slices of 1 to `pieces` pieces in the order they must be built: fewer
/// pieces first, then fewer men (a crowning leads to one man fewer); each group once, named
/// by its first slice.
pub fn build_order(pieces: u32) -> Vec<SliceKey> {
    let mut order = Vec::new();
    for n in 1..=pieces {
        let mut keys: Vec<SliceKey> = SliceKey::all_with(n)
            .into_iter()
            .filter(|key| group_of(*key)[0] == *key)
            .collect();
        keys.sort_by_key(|key| (key.men(), *key));
        order.extend(keys);
    }
    order
}

/// Every slice of up to `pieces` pieces solved in memory, in [`build_order`], with no file
/// read or written: for small databases that are quicker to solve than to keep (the course
/// solves four pieces, 7 million positions, this way in a few seconds).
pub fn solve_in_memory(pieces: u32) -> Result<Tables, SolveError> {
    let mut tables = Tables::new();
    for leader in build_order(pieces) {
        for (key, values) in solve_group(leader, &tables)? {
            tables.insert(key, values);
        }
    }
    Ok(tables)
}

/// The work units of the slices of exactly `pieces` pieces, in an order that runs: each
/// with its wave, its number of men. The units of one wave are independent of each other
/// (a crowning leads to the wave before), so they can run on several machines at once.
pub fn units(pieces: u32) -> Vec<(u32, SliceKey)> {
    let mut keys: Vec<SliceKey> = SliceKey::all_with(pieces)
        .into_iter()
        .filter(|key| group_of(*key)[0] == *key)
        .collect();
    keys.sort_by_key(|key| (key.men(), *key));
    keys.into_iter().map(|key| (key.men(), key)).collect()
}

/// The endgame database in a directory, with the slices read or built so far in memory.
pub struct Database {
    dir: PathBuf,
    tables: Tables,
    pieces: u32,
}

impl fmt::Debug for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Database")
            .field("dir", &self.dir)
            .field("pieces", &self.pieces)
            .finish_non_exhaustive()
    }
}

impl Database {
    /// The database in `dir`; nothing is read until [`Database::build`].
    pub fn new(dir: &Path) -> Database {
        Database {
            dir: dir.to_path_buf(),
            tables: Tables::new(),
            pieces: 0,
        }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Up to how many pieces every slice is in memory.
    pub fn pieces(&self) -> u32 {
        self.pieces
    }

    pub fn tables(&self) -> &Tables {
        &self.tables
    }

    /// Reads every slice of up to `pieces` pieces, solving and writing those whose file is
    /// missing or damaged; `report` hears of each group as it is done.
    pub fn build(&mut self, pieces: u32, report: &mut dyn FnMut(&Step)) -> Result<(), BuildError> {
        if pieces > MAX_BUILD_PIECES {
            return Err(BuildError::TooManyPieces(pieces));
        }
        let order = build_order(pieces);
        let total = order.len() as u64;
        for (done, leader) in order.into_iter().enumerate() {
            if let Some(step) = self.group(leader, done as u64 + 1, total)? {
                report(&step);
            }
        }
        self.pieces = self.pieces.max(pieces);
        Ok(())
    }

    /// Reads the group of `leader`, or solves and writes it when a file is missing or
    /// damaged; `None` when it is in memory already. Every slice it leads to must be.
    fn group(
        &mut self,
        leader: SliceKey,
        done: u64,
        total: u64,
    ) -> Result<Option<Step>, BuildError> {
        let started = Instant::now();
        let slices = group_of(leader);
        if slices.iter().all(|key| self.tables.contains(key)) {
            return Ok(None);
        }
        let mut read = Vec::new();
        let mut refused = Vec::new();
        for key in &slices {
            match file::read(&self.dir, key) {
                Ok(values) => read.push((*key, values)),
                Err(FileError::Missing) => {}
                Err(FileError::Io(error)) => {
                    return Err(BuildError::Read {
                        path: file::path_of(&self.dir, key),
                        error,
                    })
                }
                Err(corrupt) => refused.push(format!(
                    "{} is {corrupt}",
                    file::path_of(&self.dir, key).display()
                )),
            }
        }
        let action = if read.len() == slices.len() {
            for (key, values) in read {
                self.tables.insert(key, values);
            }
            Action::Read
        } else {
            let solved = solve_group(leader, &self.tables).map_err(BuildError::Solve)?;
            for (key, values) in solved {
                file::write(&self.dir, &key, &values).map_err(|error| BuildError::Write {
                    path: file::path_of(&self.dir, &key),
                    error,
                })?;
                self.tables.insert(key, values);
            }
            if refused.is_empty() {
                Action::Built
            } else {
                Action::Rebuilt(refused.join("; "))
            }
        };
        let positions = slices
            .iter()
            .map(|key| count(self.tables.get(key).unwrap_or(&[])).positions)
            .sum();
        Ok(Some(Step {
            done,
            total,
            slices,
            action,
            positions,
            seconds: started.elapsed().as_secs_f64(),
        }))
    }

    /// One work unit of a build cut into units ([`units`]): the group of `leader`, read or
    /// solved. Every slice of fewer pieces is read (built when missing); the slices of as
    /// many pieces that its crownings reach, the units of the waves before, must be in the
    /// directory already, copied from the machines that built them.
    pub fn build_unit(
        &mut self,
        leader: SliceKey,
        report: &mut dyn FnMut(&Step),
    ) -> Result<(), BuildError> {
        let pieces = leader.pieces();
        if pieces > MAX_UNIT_PIECES {
            return Err(BuildError::TooManyPieces(pieces));
        }
        // What the waves before must have left here is checked first: a unit out of order
        // fails at once, before any work.
        for key in group_of(leader) {
            if key.black_men == 0 {
                continue;
            }
            // A black man crowned: one man fewer, one king more, the board turned round.
            let crowned = SliceKey::new(
                key.black_men - 1,
                key.black_kings + 1,
                key.white_men,
                key.white_kings,
            )
            .swapped();
            for reached in group_of(crowned) {
                if self.tables.contains(&reached) {
                    continue;
                }
                match file::read(&self.dir, &reached) {
                    Ok(values) => self.tables.insert(reached, values),
                    Err(why) => {
                        return Err(BuildError::UnitFirst {
                            slice: reached,
                            why: why.to_string(),
                        })
                    }
                }
            }
        }
        self.build(pieces.saturating_sub(1).min(MAX_BUILD_PIECES), &mut |_| {})?;
        if let Some(step) = self.group(leader, 1, 1)? {
            report(&step);
        }
        Ok(())
    }

    /// The database in `dir` for an engine: every slice up to the most pieces the directory
    /// holds whole ([`complete_pieces`]), each file checked (a damaged one is solved again and
    /// rewritten, as [`Database::build`] does); a directory with no whole number of pieces is
    /// an error that says how to build one.
    pub fn open(dir: &Path, report: &mut dyn FnMut(&Step)) -> Result<Database, OpenError> {
        let pieces = complete_pieces(dir).ok_or_else(|| OpenError::Empty(dir.to_path_buf()))?;
        let mut db = Database::new(dir);
        db.build(pieces, report).map_err(OpenError::Build)?;
        Ok(db)
    }

    /// The database in `dir`, read and never written: every slice up to the most pieces the
    /// directory holds whole, each file checked. A missing or damaged file is an error, not
    /// rebuilt (for a reader that must not write, the studio).
    pub fn read_only(dir: &Path) -> Result<Database, OpenError> {
        let pieces = complete_pieces(dir).ok_or_else(|| OpenError::Empty(dir.to_path_buf()))?;
        let mut db = Database::new(dir);
        for n in 1..=pieces {
            for key in SliceKey::all_with(n) {
                let values = file::read(dir, &key).map_err(|why| OpenError::Unreadable {
                    path: file::path_of(dir, &key),
                    why: why.to_string(),
                })?;
                db.tables.insert(key, values);
            }
        }
        db.pieces = pieces;
        Ok(db)
    }

    /// The positions of exactly `pieces` pieces (Black to move; White to move is the same
    /// count turned round) and their values.
    pub fn summary(&self, pieces: u32) -> Summary {
        let mut total = Summary {
            pieces,
            ..Summary::default()
        };
        for key in SliceKey::all_with(pieces) {
            let part = count(self.tables.get(&key).unwrap_or(&[]));
            total.positions += part.positions;
            total.wins += part.wins;
            total.draws += part.draws;
            total.losses += part.losses;
            total.longest_win = total.longest_win.max(part.longest_win);
        }
        total
    }

    /// The exact value of a position with few enough pieces (either side to move).
    pub fn probe(&self, pos: &Position) -> Option<Value> {
        self.tables.value(pos)
    }
}

/// The user's cache, where the database lives unless told otherwise
/// (`$XDG_CACHE_HOME/attic/endgame`, else `~/.cache/attic/endgame`); `None` when neither
/// variable is set.
pub fn default_dir() -> Option<PathBuf> {
    crate::cache::dir("endgame")
}

/// Up to how many pieces `dir` holds every slice's file (1 to [`MAX_BUILD_PIECES`]); `None`
/// when it lacks one of a single piece. Only that the files are there: they are checked when
/// read.
pub fn complete_pieces(dir: &Path) -> Option<u32> {
    (1..=MAX_BUILD_PIECES)
        .take_while(|&n| {
            SliceKey::all_with(n)
                .iter()
                .all(|key| file::path_of(dir, key).exists())
        })
        .last()
}

/// Why a database could not be opened for probing.
#[derive(Debug)]
pub enum OpenError {
    /// The directory holds no whole number of pieces.
    Empty(PathBuf),
    /// A file could not be used (read-only opening).
    Unreadable {
        path: PathBuf,
        why: String,
    },
    Build(BuildError),
}

impl fmt::Display for OpenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OpenError::Empty(dir) => write!(
                f,
                "{} holds no endgame database: build one with `attic checkers endgame build \
                 --pieces 4 --dir {}`",
                dir.display(),
                dir.display()
            ),
            OpenError::Unreadable { path, why } => write!(
                f,
                "{} cannot be used ({why}): rebuild it with `attic checkers endgame build`",
                path.display()
            ),
            OpenError::Build(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for OpenError {}

fn count(values: &[u8]) -> Summary {
    let mut summary = Summary::default();
    for &byte in values {
        if byte == NOT_A_POSITION {
            continue;
        }
        summary.positions += 1;
        match Value::from_byte(byte) {
            Some(Value::Win(d)) => {
                summary.wins += 1;
                summary.longest_win = summary.longest_win.max(d);
            }
            Some(Value::Loss(_)) => summary.losses += 1,
            _ => summary.draws += 1,
        }
    }
    summary
}

/// The moves that keep a position's value: from a win, those to a loss one ply shorter (the
/// fastest way); from a loss, those to a win one ply shorter (the longest defence); from a
/// draw, those to a draw. `None` when a successor is not in the database.
pub fn best_moves(tables: &Tables, pos: &Position) -> Option<Vec<Move>> {
    let value = tables.value(pos)?;
    let mut best = Vec::new();
    for mv in moves(pos, Rules::English) {
        let after = tables.value(&mv.after)?;
        let keeps = match (value, after) {
            (Value::Win(d), Value::Loss(e)) | (Value::Loss(d), Value::Win(e)) => e + 1 == d,
            (Value::Draw, Value::Draw) => true,
            _ => false,
        };
        if keeps {
            best.push(mv);
        }
    }
    Some(best)
}

/// The line of best play from a position, at most `limit` moves: each side takes the first
/// of its [`best_moves`].
pub fn best_line(tables: &Tables, pos: &Position, limit: usize) -> Vec<Move> {
    let mut line = Vec::new();
    let mut at = *pos;
    while line.len() < limit {
        let Some(mv) = best_moves(tables, &at).and_then(|m| m.into_iter().next()) else {
            break;
        };
        at = mv.after;
        line.push(mv);
    }
    line
}
