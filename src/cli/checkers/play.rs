//! `attic checkers play|replay` and the main job (bare `attic`): games in the terminal
//! through the library's loop, and PDN records checked move by move.

use attic::checkers::game::{self, capitalised, Ending, Game, GameOptions, Turn};
use attic::checkers::pdn_game::{parse_pdn, replay};
use attic::checkers::render::{render, Numbering, RenderOptions};
use attic::checkers::{format_fen, Engine, PerftOptions, Position, SearchKind, Side};
use clap::{Args, ValueEnum};
use std::path::PathBuf;

use super::engines::{
    engine, engine_at, engine_failure, interpreted, refuse_endgame_db, refuse_ignored_rules,
    search_kind, warn_off_rules,
};
use super::{PositionArgs, SearchArg};
use crate::cli::{print, read_source, CliResult, Failure};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ComputerArg {
    Black,
    White,
    Both,
    None,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    pub position: PositionArgs,
    /// The program's search depth.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..=40))]
    pub depth: u32,
    /// Which side the program plays (`both`: it plays itself; `none`: two people).
    #[arg(long, value_enum, default_value_t = ComputerArg::White)]
    pub computer: ComputerArg,
    /// The computer's search: by default alpha-beta for the native engine, and the historical
    /// program's own minimax (it has no other: `alphabeta` is refused for it).
    #[arg(long, value_enum)]
    pub search: Option<SearchArg>,
    /// Plain ASCII boards.
    #[arg(long)]
    pub ascii: bool,
    /// The draw rule: a draw after this many plies without a capture or a man moving (also a
    /// draw: the same position, with the same side to move, for the third time).
    #[arg(long, default_value_t = 80)]
    pub quiet_plies: u32,
    /// Stop after this many plies (none by default).
    #[arg(long)]
    pub max_plies: Option<u32>,
    /// Write the game as PDN to FILE when it ends.
    #[arg(long, value_name = "FILE")]
    pub pdn: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The PDN file (one game; tags, comments, numbered moves, short or long captures).
    pub file: PathBuf,
    #[command(flatten)]
    pub position: PositionArgs,
}

/// `attic checkers play`: a game against the program (or the program against itself).
pub(super) fn play_command(args: &PlayArgs) -> CliResult {
    let (mut engine, pos) = engine_at(&args.position, PerftOptions::default())?;
    let search = match args.search {
        Some(arg) => search_kind(arg, &args.position, &*engine)?,
        None => *engine.searches().last().unwrap_or(&SearchKind::Minimax),
    };
    let options = GameOptions {
        depth: args.depth,
        search,
        quiet_plies: args.quiet_plies,
        max_plies: args.max_plies,
    };
    let show = Show {
        computer: args.computer,
        boards: true,
        ascii: args.ascii,
        numbered: false,
    };
    let mut input = attic::bounded::lines(std::io::stdin().lock());
    let (game, ending) = play(&mut *engine, Game::new(pos, options), show, &mut input)?;
    if let Some(path) = &args.pdn {
        write_pdn(path, &game, &ending, args.computer, &*engine)?;
    }
    Ok(())
}

/// What the terminal shows of a game and who the computer plays.
#[derive(Debug, Clone, Copy)]
struct Show {
    computer: ComputerArg,
    /// The board before every move (else only at the end).
    boards: bool,
    ascii: bool,
    /// Moves as numbered PDN lines (`1. 9-14 22-17`) instead of `Black plays 9-14`.
    numbered: bool,
}

impl Show {
    fn computer_plays(&self, side: Side) -> bool {
        match self.computer {
            ComputerArg::Both => true,
            ComputerArg::None => false,
            ComputerArg::Black => side == Side::Black,
            ComputerArg::White => side == Side::White,
        }
    }
}

/// Plays a game through the library's loop: the program moves for its sides, people's moves
/// come from `input` line by line (a PDN move or the number in the list; `undo` takes back to
/// the person's previous turn; `quit` ends). This only reads lines and prints.
fn play(
    engine: &mut dyn Engine,
    mut game: Game,
    show: Show,
    input: &mut dyn Iterator<Item = std::io::Result<String>>,
) -> Result<(Game, Ending), Failure> {
    let options = RenderOptions {
        ascii: show.ascii,
        numbering: Numbering::None,
    };
    let ending = loop {
        let pos = game.position();
        if show.boards {
            print(&render(&pos, options))?;
        }
        let legal = match game.turn(engine).map_err(engine_failure)? {
            Turn::Over(ending) => break ending,
            Turn::Moves(legal) => legal,
        };
        warn_off_rules(&legal, engine.naming_rules());
        let side = pos.side();
        let (chosen, choice) = if show.computer_plays(side) {
            match game.computer_move(engine, &legal).map_err(engine_failure)? {
                Ok((m, choice)) => (m, Some(choice)),
                Err(ending) => break ending,
            }
        } else {
            let mut listing = String::new();
            for (i, m) in legal.iter().enumerate() {
                listing.push_str(&format!("{:>2}. {}\n", i + 1, m.name));
            }
            print(&listing)?;
            print(&format!("{} to move> ", side.name()))?;
            let Some(line) = input.next() else {
                print("\nend of input: ")?;
                break Ending::Abandoned;
            };
            let line = line.map_err(|e| Failure::io("read", "the input", &e))?;
            let line = line.trim();
            match line {
                "quit" => break Ending::Abandoned,
                "undo" => {
                    game.undo(|side| !show.computer_plays(side));
                    continue;
                }
                _ => {}
            }
            match game::pick(&pos, engine.naming_rules(), &legal, line) {
                Ok(m) => (m, None),
                Err(e) => {
                    say!("error: {e}");
                    continue;
                }
            }
        };
        if !show.numbered {
            print(&format!("{} plays {}\n", capitalised(side), chosen.name))?;
        }
        if let Err(ending) = game.play(&chosen, &legal, choice) {
            break ending;
        }
        if show.numbered && side == Side::White {
            print_numbered_line(&game)?;
        }
    };
    if show.numbered && game.moves().last().is_some_and(|m| m.side == Side::Black) {
        print_numbered_line(&game)?;
    }
    if !show.boards {
        print(&render(&game.position(), options))?;
    }
    print(&format!("{ending}\n"))?;
    Ok((game, ending))
}

/// The last full move as a numbered PDN line (`12. 9-14 22-17`, or `12. 9-14` when Black's
/// move ended the game): the numbered record from its last move number on.
fn print_numbered_line(game: &Game) -> CliResult {
    let text = game.numbered_moves();
    let tokens: Vec<&str> = text.split(' ').collect();
    let start = tokens.iter().rposition(|t| t.ends_with('.')).unwrap_or(0);
    print(&format!("{}\n", tokens[start..].join(" ")))
}

fn players(computer: ComputerArg, engine: &dyn Engine) -> (String, String) {
    let label = engine.label();
    let who = |side: Side| {
        if match computer {
            ComputerArg::Both => true,
            ComputerArg::None => false,
            ComputerArg::Black => side == Side::Black,
            ComputerArg::White => side == Side::White,
        } {
            label.clone()
        } else {
            "a person".to_string()
        }
    };
    (who(Side::Black), who(Side::White))
}

fn write_pdn(
    path: &std::path::Path,
    game: &Game,
    ending: &Ending,
    computer: ComputerArg,
    engine: &dyn Engine,
) -> CliResult {
    let (black, white) = players(computer, engine);
    let text = game.to_pdn((&black, &white), "attic checkers play", ending);
    std::fs::write(path, text).map_err(|e| {
        Failure::new(
            Failure::FAILED,
            format!("cannot write {}: {e}", path.display()),
        )
    })
}
/// `attic checkers replay FILE.pdn`: every move checked against the engine's moves; the final
/// position as FEN; a move off the rules is bad input (65) with the move and why.
pub(super) fn replay_command(args: &ReplayArgs) -> CliResult {
    refuse_endgame_db(&args.position, "replay")?;
    let text = read_source(&args.file)?;
    let name = args.file.display().to_string();
    let record =
        parse_pdn(&text).map_err(|e| Failure::new(Failure::BAD_INPUT, format!("{name}: {e}")))?;
    refuse_ignored_rules(&args.position)?;
    let mut engine = engine(&args.position, PerftOptions::default())?;
    let game = replay(&mut *engine, &record).map_err(|e| match e {
        attic::checkers::pdn_game::ReplayError::Engine(e) => engine_failure(e),
        other => Failure::new(Failure::BAD_INPUT, format!("{name}: {other}")),
    })?;
    let n = game.moves().len();
    let mut out = format!(
        "{n} move{}, all legal\n{}\n",
        if n == 1 { "" } else { "s" },
        format_fen(&game.position())
    );
    // The record may play on past the draw: where the rule ended the game is said.
    if let Some(k) = game.third_repetition() {
        let m = &game.moves()[k];
        let first_is_white = usize::from(game.start().side() == Side::White);
        let number = (k + first_is_white) / 2 + 1;
        let dots = if m.side == Side::Black { "." } else { "..." };
        out.push_str(&format!(
            "draw: after move {number}{dots} {} ({}) the same position had occurred three times, \
             which ends the game{}\n",
            m.name,
            m.side.name(),
            if k + 1 < n {
                format!("; the record goes on for {} more", n - k - 1)
            } else {
                String::new()
            }
        ));
    }
    print(&out)
}

/// The main job's search depth and ply cap: the corrected listing, interpreted, plays itself
/// from the opening at this depth for at most this many plies.
pub const MAIN_JOB_DEPTH: u32 = 5;
pub const MAIN_JOB_MAX_PLIES: u32 = 200;

/// Bare `attic`: the corrected 1966 listing, interpreted, plays itself from the opening at
/// depth [`MAIN_JOB_DEPTH`], printing each move, then the final board and the result.
pub fn main_job(pdn: Option<&std::path::Path>) -> CliResult {
    let mut engine = interpreted(None, Default::default(), &Default::default())?;
    print(&format!(
        "Strachey's 1966 checkers program (the corrected listing, interpreted) plays itself \
         from the opening, searching {MAIN_JOB_DEPTH} plies deep:\n"
    ))?;
    let options = GameOptions {
        depth: MAIN_JOB_DEPTH,
        search: SearchKind::Minimax,
        quiet_plies: 80,
        max_plies: Some(MAIN_JOB_MAX_PLIES),
    };
    let show = Show {
        computer: ComputerArg::Both,
        boards: false,
        ascii: false,
        numbered: true,
    };
    let (game, ending) = play(
        &mut engine,
        Game::new(Position::initial(), options),
        show,
        &mut std::iter::empty(),
    )?;
    if let Some(path) = pdn {
        write_pdn(path, &game, &ending, ComputerArg::Both, &engine)?;
    }
    Ok(())
}
