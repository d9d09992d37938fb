//! `attic checkers endgame`: build the endgame database (`build --pieces N`), look a position
//! up (`--fen FEN`), and open a database for the engines (`--endgame-db DIR`).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use attic::checkers::endgame::{
    best_line, best_moves, build_order, file, units, Action, Database, Step, Summary, Value,
    MAX_BUILD_PIECES, MAX_UNIT_PIECES,
};
use attic::checkers::{format_fen, Position, Side};
use clap::{Args, Subcommand};

use super::engines::read_fen;
use crate::cli::progress::LongWork;
use crate::cli::{print, CliResult, Failure};

#[derive(Debug, Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct EndgameArgs {
    #[command(subcommand)]
    pub command: Option<EndgameCommand>,
    /// The position to look up, PDN FEN (`W:WK19,K23:B12,K28`); what the database lacks
    /// for it is built first.
    #[arg(long)]
    pub fen: Option<String>,
    /// Where the database lives (default: $XDG_CACHE_HOME/attic/endgame, or
    /// ~/.cache/attic/endgame).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

#[derive(Debug, Subcommand)]
pub enum EndgameCommand {
    /// Build (or read and check) every slice up to N pieces, rebuilding missing or damaged
    /// files, and print how many positions each number of pieces holds and their values.
    Build(BuildArgs),
    /// The work units of the slices of exactly N pieces (up to 6), one a line, wave by wave:
    /// the units of one wave can run at once on several machines (`build --units FILE`), each
    /// with the database of fewer pieces and the files of the waves before.
    Units(UnitsArgs),
}

#[derive(Debug, Args)]
pub struct UnitsArgs {
    /// The number of pieces on the board (1 to 6).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=MAX_UNIT_PIECES as i64))]
    pub pieces: u32,
}

#[derive(Debug, Args)]
pub struct BuildArgs {
    /// The most pieces on the board (1 to 5).
    #[arg(long, required_unless_present = "units", conflicts_with = "units",
          value_parser = clap::value_parser!(u32).range(1..=MAX_BUILD_PIECES as i64))]
    pub pieces: Option<u32>,
    /// Run the work units listed in FILE (lines of `endgame units`), in order, instead.
    #[arg(long, value_name = "FILE")]
    pub units: Option<PathBuf>,
    /// Where the database lives (default: $XDG_CACHE_HOME/attic/endgame, or
    /// ~/.cache/attic/endgame).
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
}

pub(super) fn endgame_command(args: &EndgameArgs) -> CliResult {
    match (&args.command, &args.fen) {
        (Some(EndgameCommand::Build(build)), _) => build_command(build),
        (Some(EndgameCommand::Units(units)), _) => print(&units_text(units.pieces)),
        (None, Some(fen)) => probe_command(fen, args.dir.as_deref()),
        (None, None) => Err(Failure::new(
            Failure::USAGE,
            "say what to do: `endgame build --pieces N` or `endgame --fen FEN`",
        )),
    }
}

/// The user's cache: `$XDG_CACHE_HOME/attic/endgame`, else `$HOME/.cache/attic/endgame`.
fn default_dir() -> Result<PathBuf, Failure> {
    attic::checkers::endgame::default_dir().ok_or_else(|| {
        Failure::new(
            Failure::USAGE,
            "neither XDG_CACHE_HOME nor HOME is set: give the database a --dir",
        )
    })
}

fn dir_or_default(dir: Option<&Path>) -> Result<PathBuf, Failure> {
    match dir {
        Some(dir) => Ok(dir.to_path_buf()),
        None => default_dir(),
    }
}

/// Builds (or reads) the database to `pieces` with a progress bar; a damaged file is named on
/// stderr as it is rebuilt; with `plain_lines`, off a terminal, one line a group as it is done
/// (the time so far, what was done), for logs of long builds.
fn build_with_progress(db: &mut Database, pieces: u32, plain_lines: bool) -> CliResult {
    let total = build_order(pieces).len() as u64;
    let mut work = LongWork::new(total, plain_lines);
    let result = db.build(pieces, &mut |step: &Step| {
        let names: Vec<String> = step.slices.iter().map(|k| k.name()).collect();
        let what = match &step.action {
            Action::Read => "read",
            Action::Built => "built",
            Action::Rebuilt(_) => "rebuilt",
        };
        if let Action::Rebuilt(why) = &step.action {
            say!("{why}: rebuilt it");
        }
        work.finished(
            step.done,
            &names.join(" + "),
            &format!("{what}, {} positions", step.positions),
        );
    });
    drop(work);
    result.map_err(|e| Failure::new(Failure::FAILED, e))
}

fn build_command(args: &BuildArgs) -> CliResult {
    let dir = dir_or_default(args.dir.as_deref())?;
    let mut db = Database::new(&dir);
    let pieces = match (&args.units, args.pieces) {
        (Some(file), _) => return run_units(&mut db, file),
        (None, Some(pieces)) => pieces,
        (None, None) => {
            return Err(Failure::new(
                Failure::USAGE,
                "give --pieces N or --units FILE",
            ))
        }
    };
    build_with_progress(&mut db, pieces, true)?;
    let mut out = format!("endgame database in {}\n", dir.display());
    out.push_str(&summary_table(
        &(1..=pieces).map(|n| db.summary(n)).collect::<Vec<_>>(),
    ));
    print(&out)
}

/// The lines of `endgame units`: `wave=M slice=NAME`.
fn units_text(pieces: u32) -> String {
    units(pieces)
        .iter()
        .map(|(wave, key)| {
            format!(
                "wave={wave} slice={}\n",
                file::file_name(key).trim_end_matches(".edb")
            )
        })
        .collect()
}

/// Runs the units a file lists, in order: one line each on stdout, what was done and how long
/// it took.
fn run_units(db: &mut Database, path: &Path) -> CliResult {
    let text = crate::cli::read_source(path)?;
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let key = line
            .split_whitespace()
            .find_map(|word| word.strip_prefix("slice="))
            .and_then(file::parse_file_name)
            .ok_or_else(|| {
                Failure::new(
                    Failure::BAD_INPUT,
                    format!(
                        "{}:{}: `{line}` is no unit: a unit line reads `wave=M slice=b1m1k-w2m2k`, \
                         as `endgame units` prints it",
                        path.display(),
                        number + 1
                    ),
                )
            })?;
        if key.pieces() > MAX_UNIT_PIECES {
            return Err(Failure::new(
                Failure::BAD_INPUT,
                format!(
                    "{}:{}: {} has {} pieces; units go to {MAX_UNIT_PIECES}",
                    path.display(),
                    number + 1,
                    key.name(),
                    key.pieces()
                ),
            ));
        }
        let mut done = None;
        db.build_unit(key, &mut |step| done = Some(step.clone()))
            .map_err(|e| Failure::new(Failure::FAILED, e))?;
        let said = match done {
            Some(step) => format!(
                "{}, {} positions, {:.2} s",
                match step.action {
                    Action::Read => "read",
                    Action::Built => "built",
                    Action::Rebuilt(_) => "rebuilt",
                },
                step.positions,
                step.seconds
            ),
            None => "read".to_string(),
        };
        print(&format!("{}: {said}\n", key.name()))?;
    }
    Ok(())
}

/// One line a number of pieces: positions (side to move not counted, as the published table
/// counts them; each is held with either side to move) and the values for the side to move.
pub fn summary_table(rows: &[Summary]) -> String {
    let mut out = format!(
        "{:>6} {:>12} {:>12} {:>12} {:>12} {:>12}\n",
        "pieces", "positions", "won", "drawn", "lost", "longest win"
    );
    for row in rows {
        out.push_str(&format!(
            "{:>6} {:>12} {:>12} {:>12} {:>12} {:>12}\n",
            row.pieces,
            row.positions,
            row.wins,
            row.draws,
            row.losses,
            format!("{} plies", row.longest_win)
        ));
    }
    out.push_str(
        "positions: each placement of the pieces once; the database holds it with either side \
         to move (won, drawn and lost are for the side to move)\n",
    );
    out
}

fn probe_command(fen: &str, dir: Option<&Path>) -> CliResult {
    let pos = read_fen(fen)?;
    let pieces = (pos.black() | pos.white()).count_ones();
    if pieces == 0 {
        return Err(Failure::new(
            Failure::BAD_INPUT,
            "the position has no pieces: there is nothing to look up",
        ));
    }
    if pieces > MAX_BUILD_PIECES {
        return Err(Failure::new(
            Failure::BAD_INPUT,
            format!("the position has {pieces} pieces; the database goes to {MAX_BUILD_PIECES}"),
        ));
    }
    let dir = dir_or_default(dir)?;
    let mut db = Database::new(&dir);
    build_with_progress(&mut db, pieces, false)?;
    print(&describe(&db, &pos))
}

/// The exact value of a position in words, its best moves and the line of best play.
pub fn describe(db: &Database, pos: &Position) -> String {
    let mut out = format!("position   {}\n", format_fen(pos));
    let Some(value) = db.probe(pos) else {
        out.push_str("value      not in the database\n");
        return out;
    };
    out.push_str(&format!(
        "value      {}\n",
        value_in_words(value, pos.side())
    ));
    let best: Vec<String> = best_moves(db.tables(), pos)
        .unwrap_or_default()
        .iter()
        .map(|m| m.to_string())
        .collect();
    if !best.is_empty() {
        out.push_str(&format!("best moves {}\n", best.join(" ")));
    }
    if let Value::Win(d) | Value::Loss(d) = value {
        if d > 0 {
            let line: Vec<String> = best_line(db.tables(), pos, d as usize)
                .iter()
                .map(|m| m.to_string())
                .collect();
            out.push_str(&format!("best line  {}\n", line.join(" ")));
        }
    }
    out
}

/// `white (to move) wins in 7 plies (4 moves of its own)`, `draw` ([`Value::in_words`]).
pub fn value_in_words(value: Value, side: Side) -> String {
    value.in_words(side)
}

/// The database in `dir` for an engine: every slice up to the most pieces the directory holds
/// whole, each file checked (a damaged one is rebuilt); none at all is an error that says how
/// to build one.
pub fn open_for_engine(dir: &Path) -> Result<Arc<Database>, Failure> {
    let complete = attic::checkers::endgame::complete_pieces(dir);
    let Some(pieces) = complete else {
        return Err(Failure::new(
            Failure::FAILED,
            format!(
                "{} holds no endgame database: build one with `attic checkers endgame build \
                 --pieces 4 --dir {}`",
                dir.display(),
                dir.display()
            ),
        ));
    };
    let mut db = Database::new(dir);
    build_with_progress(&mut db, pieces, false)?;
    Ok(Arc::new(db))
}
