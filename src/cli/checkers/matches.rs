//! `attic checkers match|gauntlet`: the flags, the players they name, and the tables printed.
//! The games, their scores, records and ratings are the library's
//! (`attic::checkers::tournament`).

use std::time::Instant;

use attic::checkers::engine::Fixed;
use attic::checkers::game::{self, GameOptions, MatchError};
use attic::checkers::tournament::{self, Score};
use attic::checkers::{Engine, Native, PerftOptions, Position, Rules, SearchKind};
use clap::Args;
use std::path::PathBuf;

use super::engines::{engine, engine_failure, interpreted, named_moves};
use super::{EngineKind, PositionArgs, ProgramArgs, RulesArg};
use crate::cli::cpl::{AndBindsArg, ReadingArg};
use crate::cli::{print, read_source, CliResult, Failure};

#[derive(Debug, Args)]
pub struct GauntletArgs {
    /// The program: `translated` (the corrected listing in Rust, fast), `interpreted` (with
    /// `--reading` and `--and-binds`) or `program:FILE.cpl`.
    #[arg(long, default_value = "translated")]
    pub program: String,
    /// The program's depths.
    #[arg(long, value_delimiter = ',', default_value = "3,4,5")]
    pub program_depths: Vec<u32>,
    /// Native alpha-beta's depths.
    #[arg(long, value_delimiter = ',', default_value = "1,2,3,4,5,6,7,8")]
    pub native_depths: Vec<u32>,
    /// `ballots` (the 156 three-move ballots, built in) or a file of openings, one a line (a
    /// file called `ballots` is `./ballots`).
    #[arg(long, default_value = "ballots")]
    pub openings: String,
    /// Play only the first N openings (a reduced gauntlet).
    #[arg(long, value_name = "N")]
    pub first: Option<usize>,
    /// How the interpreted program reads `+` and `-` on bit strings.
    #[arg(long, value_enum, default_value_t = ReadingArg::Set)]
    pub reading: ReadingArg,
    /// How tightly the interpreted program's `∧`, `∨` and `≡` bind against `+` and `-`.
    #[arg(long, value_enum, default_value_t = AndBindsArg::Tighter)]
    pub and_binds: AndBindsArg,
    /// The draw rule, as for `play`.
    #[arg(long, default_value_t = 80)]
    pub quiet_plies: u32,
    /// Stop each game after this many plies (an unfinished game counts as a draw).
    #[arg(long, default_value_t = 200)]
    pub max_plies: u32,
    /// Measure the endgame database in DIR instead (`checkers endgame build`): at each native
    /// depth, native alpha-beta with it against the same search without it, English rules,
    /// beside the plain pairing from the same openings and colours; no program plays.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["program", "program_depths", "reading", "and_binds"])]
    pub endgame_db: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct MatchArgs {
    /// The first player: `interpreted`, `translated`, `native:alphabeta`, `native:minimax`
    /// (`native` is alpha-beta) or `program:FILE.cpl` (a CPL program, interpreted).
    pub a: String,
    /// The second player, in the same words.
    pub b: String,
    /// How many games (each opening twice, the colours swapped); at least one.
    #[arg(long, default_value_t = 2,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub games: usize,
    /// Both players' search depth.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub depth: u32,
    /// Openings, one a line as PDN moves (`9-14 22-17`); `#` starts a comment; `ballots` is
    /// the 156 three-move ballots, built in (a file called `ballots` is `./ballots`). By
    /// default the seven first moves of the listing's order.
    #[arg(long, value_name = "FILE")]
    pub openings: Option<PathBuf>,
    /// The draw rule, as for `play`.
    #[arg(long, default_value_t = 80)]
    pub quiet_plies: u32,
    /// Stop each game after this many plies.
    #[arg(long, default_value_t = 200)]
    pub max_plies: u32,
    /// Write every game as PDN to FILE.
    #[arg(long, value_name = "FILE")]
    pub pdn: Option<PathBuf>,
}

/// A match that cannot be played: the engine's failure, or an opening that is bad input.
impl From<MatchError> for Failure {
    fn from(e: MatchError) -> Failure {
        match e {
            MatchError::Engine(e) => engine_failure(e),
            other => Failure::new(Failure::BAD_INPUT, other),
        }
    }
}

/// A match player from its words: `interpreted`, `translated`, `native[:alphabeta|:minimax]`,
/// `program:FILE.cpl`.
fn match_player(words: &str) -> Result<Box<dyn Engine>, Failure> {
    let native = |search| -> Box<dyn Engine> {
        Box::new(Fixed::search(
            Box::new(Native::new(Rules::Strachey)),
            search,
        ))
    };
    match words {
        "interpreted" => Ok(Box::new(interpreted(
            None,
            Default::default(),
            &Default::default(),
        )?)),
        "translated" => engine(
            &PositionArgs {
                fen: String::new(),
                rules: RulesArg::Strachey,
                engine: EngineKind::Translated,
                program: ProgramArgs {
                    program: None,
                    reading: ReadingArg::Set,
                    and_binds: AndBindsArg::Tighter,
                },
                limits: Default::default(),
                endgame_db: None,
            },
            PerftOptions::default(),
        ),
        "native" | "native:alphabeta" => Ok(native(SearchKind::AlphaBeta)),
        "native:minimax" => Ok(native(SearchKind::Minimax)),
        other => match other.strip_prefix("program:") {
            Some(path) => Ok(Box::new(interpreted(
                Some(std::path::Path::new(path)),
                Default::default(),
                &Default::default(),
            )?)),
            None => Err(Failure::new(
                Failure::USAGE,
                format!(
                    "`{other}` is no player: say interpreted, translated, native:alphabeta, \
                     native:minimax or program:FILE.cpl"
                ),
            )),
        },
    }
}

/// `attic checkers match A B`: the games, a score table, and the records with `--pdn`.
pub(super) fn match_command(args: &MatchArgs) -> CliResult {
    let mut a = match_player(&args.a)?;
    let mut b = match_player(&args.b)?;
    let openings: Vec<String> = match &args.openings {
        Some(path) => openings_from(&path.to_string_lossy())?,
        None => named_moves(&mut Native::new(Rules::Strachey), &Position::initial())?
            .into_iter()
            .map(|m| m.name)
            .collect(),
    };
    if openings.len() * 2 < args.games {
        return Err(Failure::new(
            Failure::USAGE,
            format!(
                "{} games need {} openings; there are {}",
                args.games,
                args.games.div_ceil(2),
                openings.len()
            ),
        ));
    }
    let options = GameOptions {
        depth: args.depth,
        search: SearchKind::Minimax,
        quiet_plies: args.quiet_plies,
        max_plies: Some(args.max_plies),
    };
    let games = game::play_match(&mut *a, &mut *b, &openings, args.games, options)?;
    let (label_a, label_b) = (format!("A: {}", a.label()), format!("B: {}", b.label()));
    let mut text = format!("{label_a}\n{label_b}\ndepth {}\n\n", args.depth);
    text.push_str(" game  opening     Black  result   plies  how it ended\n");
    for (i, g) in games.iter().enumerate() {
        text.push_str(&format!(
            "{:>5}  {:<10}  {:<5}  {:<7}  {:>5}  {}\n",
            i + 1,
            g.opening,
            if g.a_black { "A" } else { "B" },
            g.ending.result(),
            g.game.moves().len(),
            g.ending
        ));
    }
    let score = Score::of(&games);
    text.push_str(&format!(
        "\nA {} wins, {} losses, {} draws or unfinished: A {} - B {}\n",
        score.wins,
        score.losses,
        score.draws,
        score.a_points(),
        score.b_points(),
    ));
    if let Some(path) = &args.pdn {
        let records = tournament::records(&games, &a.label(), &b.label(), "attic checkers match");
        std::fs::write(path, records).map_err(|e| {
            Failure::new(
                Failure::FAILED,
                format!("cannot write {}: {e}", path.display()),
            )
        })?;
    }
    print(&text)
}

/// The openings `words` names: `ballots` (the three-move ballots), else a file of them. The
/// built-in name is never read as a path, so a file or folder called `ballots` in the working
/// directory changes nothing; such a file is named `./ballots`.
fn openings_from(words: &str) -> Result<Vec<String>, Failure> {
    if words == "ballots" {
        return Ok(attic::checkers::ballots::three_move_ballots());
    }
    let openings =
        attic::checkers::ballots::read_openings(&read_source(std::path::Path::new(words))?);
    if openings.is_empty() {
        return Err(Failure::new(
            Failure::BAD_INPUT,
            format!("{words} holds no opening (one a line as PDN moves)"),
        ));
    }
    Ok(openings)
}

/// `attic checkers gauntlet`: every program depth against every native depth, every opening
/// with both colours; the results, the ratings and the depth each program depth equals.
pub(super) fn gauntlet_command(args: &GauntletArgs) -> CliResult {
    let mut openings = openings_from(&args.openings)?;
    if let Some(n) = args.first {
        openings.truncate(n);
    }
    for &d in args.program_depths.iter().chain(&args.native_depths) {
        if !(1..=40).contains(&d) {
            return Err(Failure::new(
                Failure::USAGE,
                format!("depth {d} is out of range: depths are 1 to 40"),
            ));
        }
    }
    if args.program_depths.is_empty() || args.native_depths.is_empty() {
        return Err(Failure::new(
            Failure::USAGE,
            "give at least one program depth and one native depth",
        ));
    }
    if let Some(dir) = &args.endgame_db {
        return endgame_match_command(args, dir, &openings);
    }
    let program = |depth: u32| -> Result<Box<dyn Engine>, Failure> {
        let engine: Box<dyn Engine> = if args.program == "interpreted" {
            Box::new(interpreted(
                None,
                crate::cli::cpl::readings(args.reading, args.and_binds),
                &Default::default(),
            )?)
        } else {
            match_player(&args.program)?
        };
        Ok(Box::new(Fixed::depth(engine, depth)))
    };
    let options = gauntlet_options(args);
    let started = Instant::now();
    let pairing_line = |p: &tournament::Pairing| {
        format!(
            "{:>7}  {:>6}  {:>6}  {:>4}  {:>5}  {:>6}  {:>5.1}%  {:>6}\n",
            p.program_depth,
            p.native_depth,
            p.games,
            p.wins,
            p.draws,
            p.losses,
            p.percent(),
            p.broken
        )
    };
    let found = tournament::gauntlet(
        &args.program_depths,
        &args.native_depths,
        &openings,
        options,
        program,
        |p| {
            say!(
                "{} ({:.0} s)",
                pairing_line(p).trim_end(),
                started.elapsed().as_secs_f64()
            )
        },
    )?;
    let mut text = format!(
        "{} openings, each with both colours; games stop at {} plies (a draw); `broken`: games \
         stopped by a move that is no checkers position, lost by the side that made it\n\n",
        openings.len(),
        args.max_plies
    );
    text.push_str("program  native   games  wins  draws  losses  score  broken\n");
    for p in &found.pairings {
        text.push_str(&pairing_line(p));
    }
    text.push_str(&format!(
        "\nElo relative to native alpha-beta depth {} (95% error bars; one virtual draw per \
         pairing):\n",
        args.native_depths[0]
    ));
    for (nd, r) in &found.natives {
        text.push_str(&format!(
            "  native alpha-beta depth {nd:>2}  {:>7} ± {:.0}\n",
            signed(r.elo),
            r.error
        ));
    }
    for (pd, r, nearest) in &found.programs {
        text.push_str(&format!(
            "  program depth {pd:>2}             {:>7} ± {:.0}   equal to alpha-beta depth \
             {nearest}\n",
            signed(r.elo),
            r.error
        ));
    }
    text.push_str(&format!("\nprogram: {}\n", found.label));
    say!("run time {:.0} s", started.elapsed().as_secs_f64());
    print(&text)
}

/// The game options of every gauntlet game: alpha-beta with the gauntlet's limits (each
/// player's depth is its own, set by the pairing).
fn gauntlet_options(args: &GauntletArgs) -> GameOptions {
    GameOptions {
        depth: 1,
        search: SearchKind::AlphaBeta,
        quiet_plies: args.quiet_plies,
        max_plies: Some(args.max_plies),
    }
}

/// `attic checkers gauntlet --endgame-db DIR`: the database side against the plain side at
/// each native depth; the games, the plain draws it won, its Elo.
fn endgame_match_command(
    args: &GauntletArgs,
    dir: &std::path::Path,
    openings: &[String],
) -> CliResult {
    let db = super::endgame::open_for_engine(dir)?;
    let options = gauntlet_options(args);
    let started = Instant::now();
    let line =
        |p: &tournament::EndgamePairing| {
            let n = p.games.max(1) as f64;
            format!(
            "{:>5}  {:>5}  {:>4}  {:>5}  {:>6}  {:>5.1}%  {:>11}  {:>8}  {:>3}  {:>4}  {:>11}\n",
            p.depth,
            p.games,
            p.wins,
            p.draws,
            p.losses,
            100.0 * (f64::from(p.wins) + f64::from(p.draws) / 2.0) / n,
            p.plain_draws,
            p.plain_draws_in_range,
            p.drawn_now_won,
            p.drawn_now_lost,
            p.rating
                .map_or("-".to_string(), |r| format!("{} ± {:.0}", signed(r.elo), r.error)),
        )
        };
    let found = tournament::endgame_match(&args.native_depths, openings, options, db, |p| {
        say!(
            "{} ({:.0} s)",
            line(p).trim_end(),
            started.elapsed().as_secs_f64()
        )
    })?;
    let games: usize = found.pairings.iter().map(|p| p.games).sum();
    let mut text = format!(
        "native alpha-beta with the endgame database (to {} pieces) against the same search \
         without it, English rules; {} openings, each with both colours; games stop at {} \
         plies (a draw); `plain draws`: the games the search without the database drew \
         against itself from the same opening and colours, `in range` those that ended with \
         no more pieces than the database holds, and of all of them the database side `won` \
         and `lost`\n\n",
        found.pieces,
        openings.len(),
        args.max_plies
    );
    text.push_str(
        "depth  games  wins  draws  losses  score  plain draws  in range  won  lost          Elo\n",
    );
    for p in &found.pairings {
        text.push_str(&line(p));
    }
    if let Some(r) = found.rating {
        text.push_str(&format!(
            "\nElo of the database over all {games} games (the side without it at 0; 95% error \
             bars; one virtual draw): {} ± {:.0}\n",
            signed(r.elo),
            r.error
        ));
    }
    say!("run time {:.0} s", started.elapsed().as_secs_f64());
    print(&text)
}

/// A rating as `+70`, `-12`, `+0` (never `-0`).
fn signed(elo: f64) -> String {
    let r = elo.round();
    if r == 0.0 {
        "+0".to_string()
    } else {
        format!("{r:+.0}")
    }
}
