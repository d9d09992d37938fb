//! `attic chess play`: a game in the terminal against the engine (or two people, or the
//! engine against itself), recorded as PGN.

use clap::{Args, ValueEnum};

use super::{parse_position, shipped_book, INITIAL_FEN};
use crate::cli::{print, CliResult, Failure};

/// Who the computer plays in `attic chess play`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Computer {
    White,
    Black,
    Both,
    None,
}

#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The side the computer plays (`none`: two people at one keyboard).
    #[arg(long, value_enum, default_value_t = Computer::Black)]
    pub computer: Computer,
    /// The computer's thinking time per move, in milliseconds (1 to 3 600 000, an hour: the
    /// bound `serve` puts on its time limits; a longer think could not be interrupted).
    #[arg(long, value_name = "MS", conflicts_with = "depth",
          value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    pub movetime: Option<u64>,
    /// The computer searches this many plies instead of for a time.
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u32).range(1..=64))]
    pub depth: Option<u32>,
    /// The start position (FEN).
    #[arg(long, default_value = INITIAL_FEN)]
    pub fen: String,
    /// Letters and dots instead of chess figurines.
    #[arg(long)]
    pub ascii: bool,
    /// Also write the game as PGN to this file.
    #[arg(long, value_name = "FILE")]
    pub pgn: Option<std::path::PathBuf>,
    /// The computer plays from the shipped opening book while it has a move.
    #[arg(long)]
    pub book: bool,
    /// Stop after this many plies (a game between computers always ends, but may be long).
    #[arg(long, value_name = "N")]
    pub max_plies: Option<usize>,
}

pub(super) fn run_play(args: &PlayArgs) -> CliResult {
    use attic::chess::game::Game;
    use attic::chess::pgn::{write_pgn, PgnGame};
    use attic::chess::render::render;
    use attic::chess::search::{SearchLimits, Searcher};
    use attic::chess::Color;

    let start = parse_position(&args.fen)?;
    let book = if args.book {
        Some(shipped_book()?)
    } else {
        None
    };
    let limits = SearchLimits {
        depth: args.depth,
        movetime: if args.depth.is_some() {
            None
        } else {
            Some(std::time::Duration::from_millis(
                args.movetime.unwrap_or(1000),
            ))
        },
        ..SearchLimits::default()
    };
    let computer_plays = |side: Color| match args.computer {
        Computer::Both => true,
        Computer::None => false,
        Computer::White => side == Color::White,
        Computer::Black => side == Color::Black,
    };
    let mut searcher = Searcher::new(32);
    let mut game = Game::new(start);
    let mut input = attic::bounded::lines(std::io::stdin().lock());
    print(&render(game.current(), args.ascii))?;
    let (result, ending) = loop {
        if let Some(outcome) = game.outcome() {
            break (outcome.result(), outcome.describe());
        }
        if args.max_plies.is_some_and(|n| game.moves().len() >= n) {
            break ("*", format!("stopped after {} plies", game.moves().len()));
        }
        let pos = *game.current();
        let side = pos.side_to_move();
        let mv = if computer_plays(side) {
            let from_book = book
                .as_ref()
                .and_then(|b| b.pick(&pos, pos.key() ^ game.moves().len() as u64));
            match from_book {
                Some(mv) => {
                    print(&format!("{} plays {} (book)\n", side.name(), pos.san(mv)))?;
                    mv
                }
                None => {
                    let r = searcher.search(&pos, &game.history_keys(), &limits, 1, &mut |_| {});
                    let Some(mv) = r.best else {
                        break ("*", "no legal move".to_string());
                    };
                    let score = attic::chess::uci::format_score(r.score);
                    print(&format!(
                        "{} plays {} (depth {}, score {score}, {} nodes)\n",
                        side.name(),
                        pos.san(mv),
                        r.depth,
                        r.nodes
                    ))?;
                    mv
                }
            }
        } else {
            print(&format!("{} to move> ", side.name()))?;
            let Some(line) = input.next() else {
                break ("*", "end of input: game abandoned".to_string());
            };
            let line = line.map_err(|e| Failure::io("read", "the input", &e))?;
            let text = line.trim();
            match text {
                "" => continue,
                "quit" => break ("*", "game abandoned".to_string()),
                "undo" => {
                    // Back to this side's previous turn: the computer's reply goes too.
                    game.undo();
                    while !game.moves().is_empty() && computer_plays(game.current().side_to_move())
                    {
                        game.undo();
                    }
                    print(&render(game.current(), args.ascii))?;
                    continue;
                }
                "moves" => {
                    let list: Vec<String> = pos.legal_moves().iter().map(|&m| pos.san(m)).collect();
                    print(&format!("{}\n", list.join(" ")))?;
                    continue;
                }
                _ => {}
            }
            match pos.parse_uci(text).or_else(|_| pos.parse_san(text)) {
                Ok(mv) => {
                    print(&format!("{} plays {}\n", side.name(), pos.san(mv)))?;
                    mv
                }
                Err(_) => {
                    say!(
                        "error: '{text}' is no legal move here (UCI as e2e4 or SAN as Nf3; \
                         'moves' lists them, 'undo', 'quit')"
                    );
                    continue;
                }
            }
        };
        game.play(mv);
        print(&render(game.current(), args.ascii))?;
    };
    print(&format!("{ending}\n"))?;
    let name = |side: Color| {
        if computer_plays(side) {
            format!("attic {}", env!("CARGO_PKG_VERSION"))
        } else {
            "player".to_string()
        }
    };
    let record = PgnGame {
        tags: vec![
            ("Event".into(), "attic chess play".into()),
            ("Site".into(), "terminal".into()),
            ("White".into(), name(Color::White)),
            ("Black".into(), name(Color::Black)),
            ("Termination".into(), ending.clone()),
        ],
        start,
        moves: game.moves().to_vec(),
        result: result.to_string(),
    };
    let text = write_pgn(&record);
    print(&format!("\n{text}"))?;
    if let Some(path) = &args.pgn {
        std::fs::write(path, &text).map_err(|e| {
            Failure::new(
                Failure::FAILED,
                format!("cannot write {}: {e}", path.display()),
            )
        })?;
    }
    Ok(())
}
