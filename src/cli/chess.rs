//! `attic chess …`: the native chess engine on the command line.

use std::time::Instant;

use attic::chess::{divide, perft, Position};
use clap::{Args, Subcommand, ValueEnum};

use super::progress::{deepen, time_limit_reached, Deepened, LongWork};
use super::{print, CliResult, Failure};

const INITIAL_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[derive(Debug, Subcommand)]
pub enum ChessCommand {
    /// Count the leaf positions of the legal move tree DEPTH plies deep (perft). The last
    /// line of the output is the bare count; timing goes to stderr.
    Perft(PerftArgs),
    /// Print a position as a board, with side to move, castling rights and en passant.
    Board(BoardArgs),
    /// Solve a direct mate problem: the side to move mates in at most N moves against any
    /// defence. Prints every key (more than one: the problem is cooked), the threat or
    /// zugzwang, the variations with duals marked, and short solutions, in the layout of
    /// Popeye: `1.Qh5! threat:`, `1...Kd5 2.Qd1#`, tries as `1.Qe2? but 1...Rf1!`.
    /// Exit code 0 when there is a solution, 1 when there is none, 65 for a bad FEN or N.
    ///
    /// `--engine interpreted` (or `algol`) runs the rebuilt 1970s ALGOL program for mate in N
    /// in the interpreter instead (mate-in-N.alg for N = 2 to 6, the certified programs for
    /// 2, 3, 4 and the certification's pattern continued for 5 and 6; mate-in-n.alg for 1, or
    /// for any N with --program mate-in-n) and prints the key it finds, `--engine translated` runs the same program's Rust
    /// translation; a position outside its rules
    /// (black to play, en passant possible, more than 16 men a side) exits 65 naming the rule.
    Solve(SolveArgs),
    /// Show the tree of moves the rebuilt 1970s ALGOL mate solver tried for its answer, from
    /// its own run in the interpreter (the run `solve --engine interpreted` makes): a call
    /// observer records every move its ВЫПОЛНЕНИЕ ХОДА makes and its ВОЗВРАТ ХОДА takes
    /// back, named here in SAN. One move a line, two columns in a ply, in the program's
    /// order; `!` marks the key and each refutation, `?` a first move refuted; each line
    /// says what the move decided (refuted by, answered by, mate, no check, black escapes
    /// by) and how many moves the program made below it. Past `--show K` moves at a
    /// position (5) the rest are folded into a count (`… 23 more replies`); the move that
    /// decided the position is always shown. The header gives the program's answer, the
    /// moves it made and the interpreter's steps and procedure calls. Exit 0 with a key, 1
    /// when the program found none or stopped at a limit, 65 for a bad FEN or N (mate in 2
    /// to 6, white to play, at most 16 men a side, no en passant), 2 for `--engine native` or
    /// `translated` (only the interpreter can be watched).
    Explain(ExplainArgs),
    /// Write the numbers the ALGOL mate programs read with `input` for a FEN (white to play):
    /// with `--moves N`, N first (what mate-in-3.alg, mate-in-4.alg and mate-in-n.alg read
    /// before the position); then white's men and black's, each side its count and a
    /// `code square` pair a man (programs/algol/README.md, "Input"). For
    /// `attic run programs/algol/mate-in-n.alg --input FILE`.
    AlgolInput(AlgolInputArgs),
    /// Speak UCI on stdin and stdout, for a chess GUI (Arena, Cute Chess) or a script: `uci`,
    /// `isready`, `ucinewgame`, `position`, `go`, `stop`, `setoption`, `quit`.
    Uci,
    /// Print every term of the evaluation for both sides (middlegame and endgame values), the
    /// game phase, and the total from White's side and from the side to move's.
    Eval(BoardArgs),
    /// List every legal move, in UCI and SAN, in UCI order; the last line counts them.
    Moves(BoardArgs),
    /// Build a Polyglot opening book (`.bin`) from the games of a PGN file, or, with
    /// `--probe`, list a book's moves in a position.
    Book(BookArgs),
    /// Play a game in the terminal: moves in UCI or SAN on stdin, `undo`, `quit`; the board
    /// after each move; the game ends by mate, stalemate, repetition, the fifty-move rule or
    /// insufficient material, and is printed (and with --pgn written) as PGN.
    Play(PlayArgs),
    /// What each technique of the search is worth: for each, a match between the full engine
    /// and the engine with that technique off (or without its opening book), at a fixed
    /// number of nodes a move (the same games on every run), two games an opening with the
    /// colours reversed. Prints a Markdown table: wins, draws and losses of the full engine,
    /// its score, the Elo difference with its 95% interval, the mean depths reached. One
    /// line a match on stderr as it ends.
    Ladder(LadderArgs),
    /// The 3-piece endgame tablebases (KQK, KRK, KBK, KNK, KPK), built by retrograde
    /// analysis in memory (seconds): for each ending the positions won with the strong side
    /// to move and its longest mate; with `--fen`, the value of that position instead.
    Tablebase(TablebaseArgs),
}

#[derive(Debug, Args)]
pub struct TablebaseArgs {
    /// A position of two kings and one other man: print its value for the side to move.
    #[arg(long)]
    pub fen: Option<String>,
}

#[derive(Debug, Args)]
pub struct LadderArgs {
    /// Nodes a move for both engines.
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: u64,
    /// The openings (PGN); the named lines of programs/chess/openings.pgn when left out.
    #[arg(long, value_name = "PGN")]
    pub openings: Option<std::path::PathBuf>,
    /// Each game starts after this many plies of its opening line.
    #[arg(long, default_value_t = 8)]
    pub plies: usize,
    /// Use only the first N openings (two games each).
    #[arg(long, value_name = "N")]
    pub max_openings: Option<usize>,
    /// A game still going after this many plies is drawn.
    #[arg(long, default_value_t = 300)]
    pub max_plies: usize,
    /// The transposition table of each engine, in megabytes.
    #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u64).range(1..=1024))]
    pub hash: u64,
    /// Only these techniques, comma-separated (`null-move,lmr`, or UCI names such as
    /// `UseNullMove`; `book` for the opening book). All of them when left out.
    #[arg(long, value_name = "LIST")]
    pub only: Option<String>,
}

#[derive(Debug, Args)]
pub struct AlgolInputArgs {
    /// The position (FEN), white to play.
    #[arg(long)]
    pub fen: String,
    /// The number of moves s the program reads first (leave it out for mate-in-2.alg).
    #[arg(long, value_name = "N")]
    pub moves: Option<u32>,
}

#[derive(Debug, Args)]
pub struct BookArgs {
    /// The PGN file to build the book from.
    #[arg(long, required_unless_present = "probe", conflicts_with = "probe")]
    pub pgn: Option<std::path::PathBuf>,
    /// Where to write the book.
    #[arg(short = 'o', long = "output", required_unless_present = "probe")]
    pub output: Option<std::path::PathBuf>,
    /// Positions of the first PLIES plies of each game go into the book.
    #[arg(long, default_value_t = 30)]
    pub plies: usize,
    /// List the moves this book has for `--fen`.
    #[arg(long, value_name = "BOOK")]
    pub probe: Option<std::path::PathBuf>,
    /// The position to probe.
    #[arg(long, default_value = INITIAL_FEN)]
    pub fen: String,
}

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
    /// The computer's thinking time per move, in milliseconds.
    #[arg(long, value_name = "MS", conflicts_with = "depth")]
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

/// Who solves a mate problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Engine {
    /// This crate's chess engine: every key, the play, tries.
    Native,
    /// The rebuilt ALGOL mate solver (`programs/algol/mate-in-N.alg`), interpreted: the
    /// first key it finds (`algol` is another name for it).
    #[value(alias = "algol")]
    Interpreted,
    /// The same ALGOL program, run as its committed Rust translation.
    Translated,
}

/// Which ALGOL mate program `chess solve --engine interpreted|translated` runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum AlgolProgram {
    /// `mate-in-N.alg`: the certified programs (N = 2, 3, 4) and the pattern continued (5, 6).
    Certified,
    /// `mate-in-n.alg`: the footnote's non-recursive program, as attic reconstructs it.
    #[value(name = "mate-in-n")]
    MateInN,
}

#[derive(Debug, Args)]
pub struct SolveArgs {
    /// The problem (FEN or the four fields of EPD); the side to move mates.
    #[arg(long)]
    pub fen: String,
    /// Mate in this many moves (1 to 30). Read here rather than by clap so that a bad N is
    /// bad input (exit 65) like a bad FEN.
    #[arg(long = "mate", value_name = "N", allow_hyphen_values = true)]
    pub mate_in: String,
    /// Also list the tries: first moves refuted by exactly one defence.
    #[arg(long)]
    pub tries: bool,
    /// Print only the keys, in UCI notation, one a line, shortest first.
    #[arg(long)]
    pub keys: bool,
    /// Castling is not a move (for comparing with programs that do not know it).
    #[arg(long)]
    pub no_castling: bool,
    /// En-passant capture is not a move.
    #[arg(long)]
    pub no_en_passant: bool,
    /// Pawns promote only to queens.
    #[arg(long)]
    pub no_underpromotion: bool,
    /// The solver: `native`, or the rebuilt ALGOL program (mate in 1 to 6, white to play,
    /// castling and all promotions, no en passant) `interpreted` (also `algol`) or
    /// `translated` to Rust.
    #[arg(long, value_enum, default_value_t = Engine::Native)]
    pub engine: Engine,
    /// With the ALGOL program: after the answer, print what it printed.
    #[arg(long)]
    pub verbose: bool,
    /// With the ALGOL program: which one. `certified` is mate-in-N.alg (the certification's
    /// programs for 2 to 4, its pattern continued for 5 and 6); `mate-in-n` is mate-in-n.alg,
    /// attic's reconstruction of the certifier's faster program of the footnote (mate in 1 to
    /// 6). Left out: mate-in-N.alg, and mate-in-n.alg for mate in 1.
    #[arg(long, value_enum, value_name = "PROGRAM")]
    pub program: Option<AlgolProgram>,
    #[command(flatten)]
    pub clock: super::lang::TimeLimitArgs,
}

#[derive(Debug, Args)]
pub struct ExplainArgs {
    /// The problem (FEN), white to play.
    #[arg(long)]
    pub fen: String,
    /// Mate in this many moves: 2 to 6, the certified programs (mate-in-2/3/4.alg) and the
    /// pattern continued (mate-in-5/6.alg); the non-recursive mate-in-n.alg that `solve`
    /// runs for 1 is not followed.
    #[arg(long = "mate", value_name = "N", allow_hyphen_values = true)]
    pub mate_in: String,
    /// Who runs the program; only `interpreted` (also `algol`) can show its tree: the
    /// translated Rust has no call observer.
    #[arg(long, value_enum, default_value_t = Engine::Interpreted)]
    pub engine: Engine,
    /// Moves shown at each position before the rest are folded into a count.
    #[arg(long, value_name = "K", default_value_t = 5)]
    pub show: usize,
    #[command(flatten)]
    pub limits: super::lang::LimitArgs,
}

#[derive(Debug, Args)]
pub struct PerftArgs {
    /// Plies to look ahead (at most 15).
    pub depth: u32,
    /// The position (FEN); the initial position when left out.
    #[arg(long, default_value = INITIAL_FEN)]
    pub fen: String,
    /// Also print each first move (UCI) with its count, as `e2e4: 9771`.
    #[arg(long)]
    pub divide: bool,
}

#[derive(Debug, Args)]
pub struct BoardArgs {
    /// The position (FEN).
    #[arg(long, default_value = INITIAL_FEN)]
    pub fen: String,
    /// Letters and dots instead of chess figurines.
    #[arg(long)]
    pub ascii: bool,
}

/// The deepest perft accepted: deeper runs would take years.
const MAX_PERFT_DEPTH: u32 = 15;

pub fn run(command: &ChessCommand) -> CliResult {
    match command {
        ChessCommand::Perft(args) => run_perft(args),
        ChessCommand::Board(args) => {
            let pos = parse_position(&args.fen)?;
            print(&attic::chess::render::render(&pos, args.ascii))
        }
        ChessCommand::Solve(args) => run_solve(args),
        ChessCommand::Explain(args) => run_explain(args),
        ChessCommand::AlgolInput(args) => {
            use attic::bridge::algol_chess::{program_input, Setup};
            let setup = Setup::from_fen(&args.fen).map_err(|e| {
                Failure::new(
                    Failure::BAD_INPUT,
                    format!("bad FEN '{}': {e}", attic::diagnostic::clip(&args.fen)),
                )
            })?;
            let input = program_input(&setup, args.moves)
                .map_err(|rule| Failure::new(Failure::BAD_INPUT, rule))?;
            print(&input)
        }
        ChessCommand::Uci => {
            let out = super::SharedStdout::default();
            let read = attic::chess::uci::run(
                std::io::stdin().lock(),
                Box::new(out.clone()),
                Some(shipped_book()?),
            );
            out.finish()?;
            read.map_err(|e| Failure::io("read", "the input", &e))
        }
        ChessCommand::Eval(args) => print(&render_eval(&parse_position(&args.fen)?)),
        ChessCommand::Moves(args) => {
            let pos = parse_position(&args.fen)?;
            let mut moves: Vec<_> = pos.legal_moves().iter().copied().collect();
            moves.sort_by_key(|m| m.to_uci());
            let mut out = String::new();
            for mv in &moves {
                out.push_str(&format!("{:<6} {}\n", mv.to_uci(), pos.san(*mv)));
            }
            out.push_str(&format!("{} legal moves\n", moves.len()));
            print(&out)
        }
        ChessCommand::Book(args) => run_book(args),
        ChessCommand::Play(args) => run_play(args),
        ChessCommand::Ladder(args) => run_ladder(args),
        ChessCommand::Tablebase(args) => run_tablebase(args),
    }
}

const SHIPPED_OPENINGS: &str = include_str!("../../programs/chess/openings.pgn");

fn run_ladder(args: &LadderArgs) -> CliResult {
    use attic::chess::ladder::{openings_from_pgn, play_match, MatchRules, Rung};
    let text = match &args.openings {
        // Read as every file is: at most 64 MiB, UTF-8 text (`/dev/zero` stops at the bound).
        Some(path) => super::read_source(path)?,
        None => SHIPPED_OPENINGS.to_string(),
    };
    let mut openings =
        openings_from_pgn(&text, args.plies).map_err(|e| Failure::new(Failure::BAD_INPUT, e))?;
    if let Some(n) = args.max_openings {
        openings.truncate(n.max(1));
    }
    let rungs = match &args.only {
        None => Rung::all(),
        Some(list) => list
            .split(',')
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .map(|w| {
                Rung::parse(w).ok_or_else(|| {
                    let names: Vec<&str> = Rung::all().iter().map(|r| r.name()).collect();
                    Failure::new(
                        Failure::BAD_INPUT,
                        format!(
                            "no technique '{w}': the techniques are {}",
                            names.join(", ")
                        ),
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()?,
    };
    let book = std::sync::Arc::new(shipped_book()?);
    let rules = MatchRules {
        nodes: args.nodes,
        max_plies: args.max_plies.max(args.plies + 1),
        hash_mb: args.hash as usize,
    };
    let started = Instant::now();
    let mut out = format!(
        "{} openings x 2 colours, {} nodes a move, games drawn after {} plies\n\n",
        openings.len(),
        rules.nodes,
        rules.max_plies
    );
    out.push_str(
        "| technique off | UCI option | games | full engine +W =D -L | score | Elo of the technique (95%) | mean depth full / off |\n",
    );
    out.push_str("|---|---|---|---|---|---|---|\n");
    // The search recurses deeply; a thread of its own has room for it.
    let worker = std::thread::Builder::new()
        .name("ladder".into())
        .stack_size(64 << 20)
        .spawn(move || {
            let mut rows = String::new();
            for rung in rungs {
                let t0 = Instant::now();
                let (full, without) = rung.setups(&book);
                let tally = play_match(&full, &without, &openings, &rules, &mut |_, _, _| {});
                let (elo, low, high) = tally.elo();
                let row = format!(
                    "| {} | {} | {} | +{} ={} -{} | {:.1}% | {} ({} to {}) | {:.1} / {:.1} |\n",
                    rung.name(),
                    rung.option_name(),
                    tally.games(),
                    tally.wins,
                    tally.draws,
                    tally.losses,
                    100.0 * tally.score(),
                    show_elo(elo),
                    show_elo(low),
                    show_elo(high),
                    tally.depth_first,
                    tally.depth_second
                );
                eprint!("{row}");
                eprintln!("  ({} in {:.0} s)", rung.name(), t0.elapsed().as_secs_f64());
                rows.push_str(&row);
            }
            rows
        })
        .map_err(|e| Failure::new(Failure::FAILED, format!("cannot start the ladder: {e}")))?;
    let rows = worker
        .join()
        .map_err(|_| Failure::new(Failure::FAILED, "the ladder's thread failed"))?;
    out.push_str(&rows);
    out.push_str(&format!(
        "\nrun time {:.0} s\n",
        started.elapsed().as_secs_f64()
    ));
    print(&out)
}

fn run_tablebase(args: &TablebaseArgs) -> CliResult {
    use attic::chess::tablebase::{Tablebase, Wdl, ROLES};
    let pos = args.fen.as_deref().map(parse_position).transpose()?;
    if let Some(pos) = &pos {
        if pos.occupied().count_ones() != 3 || pos.castling_rights() != 0 {
            return Err(Failure::new(
                Failure::BAD_INPUT,
                "the tablebases hold two kings and one other man, without castling rights",
            ));
        }
    }
    let started = Instant::now();
    let tb = Tablebase::build();
    eprintln!("built in {:.1} s", started.elapsed().as_secs_f64());
    match pos {
        Some(pos) => match tb.probe(&pos) {
            Some(Wdl::Win(plies)) => print(&format!(
                "win: the side to move mates in {} ({plies} plies)\n",
                plies.div_ceil(2)
            )),
            Some(Wdl::Loss(plies)) => print(&format!(
                "loss: the side to move is mated in {} ({plies} plies)\n",
                plies / 2
            )),
            Some(Wdl::Draw) => print("draw\n"),
            None => Err(Failure::new(
                Failure::BAD_INPUT,
                "no table holds this position",
            )),
        },
        None => {
            let mut out = String::from(
                "| ending | won, strong side to move | legal | longest mate |\n|---|---|---|---|\n",
            );
            for role in ROLES {
                if let Some(t) = tb.table(role) {
                    let (won, legal) = t.counts();
                    out.push_str(&format!(
                        "| K{}K | {won} | {legal} | {} moves |\n",
                        role.letter().to_ascii_uppercase(),
                        t.longest_win().div_ceil(2)
                    ));
                }
            }
            print(&out)
        }
    }
}

/// An Elo difference, rounded; `+inf`/`-inf` when one side scored everything.
fn show_elo(elo: f64) -> String {
    if elo.is_infinite() {
        if elo > 0.0 { "+inf" } else { "-inf" }.to_string()
    } else if elo.round() == 0.0 {
        // Never `-0`.
        "+0".to_string()
    } else {
        format!("{:+.0}", elo)
    }
}

/// The opening book shipped in `programs/chess/`, built from `openings.pgn`.
const SHIPPED_BOOK: &[u8] = include_bytes!("../../programs/chess/book.bin");

fn shipped_book() -> Result<attic::chess::book::Book, Failure> {
    attic::chess::book::Book::from_bytes(SHIPPED_BOOK)
        .map_err(|e| Failure::new(Failure::FAILED, format!("the shipped book: {e}")))
}

fn render_eval(pos: &Position) -> String {
    use attic::chess::eval::{breakdown, Score, MAX_PHASE};
    let b = breakdown(pos);
    let mut out = String::new();
    out.push_str(&format!(
        "{:<16}{:>14}{:>14}{:>16}\n",
        "term", "white", "black", "white - black"
    ));
    out.push_str(&format!(
        "{:<16}{:>7}{:>7}{:>7}{:>7}{:>8}{:>8}\n",
        "", "mg", "eg", "mg", "eg", "mg", "eg"
    ));
    let mut total = Score::default();
    for (name, [w, bl]) in b.terms() {
        let d = w - bl;
        total += d;
        out.push_str(&format!(
            "{name:<16}{:>7}{:>7}{:>7}{:>7}{:>8}{:>8}\n",
            w.mg, w.eg, bl.mg, bl.eg, d.mg, d.eg
        ));
    }
    out.push_str(&format!(
        "{:<16}{:>28}{:>8}{:>8}\n",
        "sum", "", total.mg, total.eg
    ));
    out.push_str(&format!(
        "phase {}/{MAX_PHASE} (24: every piece on the board, 0: kings and pawns)\n",
        b.phase
    ));
    if b.insufficient_material {
        out.push_str("insufficient material: neither side can mate, the score is 0\n");
    }
    let white = b.white_score();
    let side = pos.side_to_move();
    let own = if side == attic::chess::Color::White {
        white
    } else {
        -white
    };
    out.push_str(&format!("total (tapered) for white: {white:+} cp\n"));
    out.push_str(&format!(
        "for the side to move ({}): {own:+} cp\n",
        side.name()
    ));
    out
}

fn run_book(args: &BookArgs) -> CliResult {
    use attic::chess::book::{build, Book};
    if let Some(path) = &args.probe {
        let bytes = attic::bounded::read_file(path).map_err(|e| {
            Failure::new(
                Failure::BAD_INPUT,
                format!("cannot read {}: {e}", path.display()),
            )
        })?;
        let book = Book::from_bytes(&bytes)
            .map_err(|e| Failure::new(Failure::BAD_INPUT, format!("{}: {e}", path.display())))?;
        let pos = parse_position(&args.fen)?;
        let mut out = String::new();
        for (mv, weight) in book.moves(&pos) {
            out.push_str(&format!("{:<6} {:<8} {weight}\n", mv.to_uci(), pos.san(mv)));
        }
        if out.is_empty() {
            out.push_str("no book moves for this position\n");
        }
        return print(&out);
    }
    let (Some(pgn), Some(output)) = (&args.pgn, &args.output) else {
        return Err(Failure::new(
            Failure::USAGE,
            "give --pgn FILE -o BOOK to build a book, or --probe BOOK",
        ));
    };
    let text = super::read_source(pgn)?;
    let games = attic::chess::pgn::parse_pgn(&text)
        .map_err(|e| Failure::new(Failure::BAD_INPUT, format!("{}: {e}", pgn.display())))?;
    let book = build(&games, args.plies);
    std::fs::write(output, book.to_bytes()).map_err(|e| {
        Failure::new(
            Failure::FAILED,
            format!("cannot write {}: {e}", output.display()),
        )
    })?;
    say!(
        "{} games, {} book entries written to {}",
        games.len(),
        book.len(),
        output.display()
    );
    Ok(())
}

fn run_play(args: &PlayArgs) -> CliResult {
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

fn run_solve(args: &SolveArgs) -> CliResult {
    use attic::chess::solve::{render_solution, Rules, SolveError, Solver, MAX_MATE_IN};

    if matches!(args.engine, Engine::Interpreted | Engine::Translated) {
        return run_algol_solve(args);
    }
    if args.verbose {
        return Err(Failure::new(
            Failure::USAGE,
            "--verbose shows the ALGOL program's output: it needs --engine interpreted or translated",
        ));
    }
    if args.program.is_some() {
        return Err(Failure::new(
            Failure::USAGE,
            "--program chooses the ALGOL program: it needs --engine interpreted or translated",
        ));
    }
    let mate_in = args
        .mate_in
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|n| {
            attic::bridge::mate_solver::MateEngine::Native
                .accepts()
                .contains(n)
        })
        .ok_or_else(|| {
            Failure::new(
                Failure::BAD_INPUT,
                format!(
                    "bad number of moves '{}': N must be a whole number from 1 to {MAX_MATE_IN}",
                    args.mate_in
                ),
            )
        })?;
    let pos = parse_position(&args.fen)?;
    if pos.legal_moves().is_empty() {
        let side = pos.side_to_move().name();
        let state = if pos.in_check() {
            "is already checkmated"
        } else {
            "is stalemated (no legal move)"
        };
        return Err(Failure::new(
            Failure::FAILED,
            format!("no solution: {side}, to move, {state}; there is nothing to solve"),
        ));
    }
    let rules = Rules {
        castling: !args.no_castling,
        en_passant: !args.no_en_passant,
        underpromotion: !args.no_underpromotion,
    };
    let limits = args.clock.limits();
    let mut solver = Solver::new(rules).with_clock(&limits);
    let mut work = LongWork::new(u64::from(mate_in), args.clock.time_limit.is_some());
    let at = |work: &mut LongWork, p: attic::chess::solve::Progress| {
        work.at(&format!(
            "mate in {}, move {}/{}, {} positions",
            p.depth, p.move_number, p.moves, p.nodes
        ))
    };
    let text = match args.clock.time_limit {
        None => {
            let mut progress = |p| at(&mut work, p);
            let result = if args.keys {
                solver
                    .keys(&pos, mate_in, &mut progress)
                    .map(|keys| render_keys(&keys))
            } else {
                solver
                    .solve(&pos, mate_in, args.tries, &mut progress)
                    .map(|solution| render_solution(&solution))
            };
            result.map_err(|e| Failure::new(Failure::FAILED, e))?
        }
        Some(seconds) => {
            // Under a time limit the solve deepens a move at a time (the solver's table keeps
            // what shallower depths proved), so that when the clock stops it the command still
            // knows which lengths have no key and which keys it found.
            let mut trying = (1, 0, 0);
            let timed_out = |e: &SolveError| matches!(e, SolveError::Limit(..));
            let deepened = deepen(
                mate_in,
                &mut work,
                |depth| format!("mate in {depth}"),
                timed_out,
                |depth, work| {
                    let keys = solver.keys(&pos, depth, &mut |p| {
                        trying = (p.depth, p.move_number, p.moves);
                        at(work, p)
                    })?;
                    let of_this_length: Vec<String> = keys
                        .iter()
                        .filter(|&&(_, length)| length == depth)
                        .map(|&(mv, _)| format!("1.{}!", pos.san(mv)))
                        .collect();
                    let summary = match of_this_length.len() {
                        0 => "no key of this length".to_string(),
                        1 => format!("the key {}", of_this_length[0]),
                        n if n <= 5 => format!("{n} keys, {}", of_this_length.join(", ")),
                        n => format!("{n} keys, {}, ...", of_this_length[..5].join(", ")),
                    };
                    Ok((keys, summary))
                },
            )
            .map_err(|e| Failure::new(Failure::FAILED, e))?;
            let stopped = |doing: String, known: String| -> CliResult {
                Err(time_limit_reached(seconds, &doing, &known))
            };
            match deepened {
                Deepened::Stopped { depth, last } => {
                    let keys = last.map(|(_, keys)| keys).unwrap_or_default();
                    if !keys.is_empty() {
                        print(&if args.keys {
                            render_keys(&keys)
                        } else {
                            format!("keys found so far: {}\n", render_key_list(&pos, &keys))
                        })?;
                    }
                    let (d, i, n) = trying;
                    let doing = format!("deciding mate in {d} (root move {i} of {n})");
                    let known = match (depth, keys.is_empty()) {
                        (1, _) => "; nothing is decided yet".to_string(),
                        (_, true) => format!("; there is no mate in 1 to {}", depth - 1),
                        (_, false) => format!(
                            "; the keys above are every mate in 1 to {}, longer ones are not decided",
                            depth - 1
                        ),
                    };
                    return stopped(doing, known);
                }
                Deepened::Finished(keys) if args.keys => render_keys(&keys),
                Deepened::Finished(keys) => {
                    match solver.solve(&pos, mate_in, args.tries, &mut |p| at(&mut work, p)) {
                        Ok(solution) => render_solution(&solution),
                        Err(e) if timed_out(&e) => {
                            let list = render_key_list(&pos, &keys);
                            print(&format!(
                                "keys: {}\n",
                                if keys.is_empty() {
                                    "none"
                                } else {
                                    list.as_str()
                                }
                            ))?;
                            return stopped(
                                "writing out the play".to_string(),
                                format!("; the keys above are every mate in 1 to {mate_in}"),
                            );
                        }
                        Err(e) => return Err(Failure::new(Failure::FAILED, e)),
                    }
                }
            }
        }
    };
    drop(work);
    print(&text)?;
    let solved = if args.keys {
        !text.is_empty()
    } else {
        !text.starts_with("no solution")
    };
    if solved {
        Ok(())
    } else {
        Err(Failure {
            code: Failure::FAILED,
            text: String::new(),
        })
    }
}

/// The deadline of `limits` has passed.
fn limits_passed(limits: &attic::limits::Limits) -> bool {
    limits.deadline.is_some_and(|d| Instant::now() >= d)
}

/// `--keys`: the keys in UCI notation, one a line.
fn render_keys(keys: &[(attic::chess::Move, u32)]) -> String {
    keys.iter()
        .map(|(mv, _)| format!("{}\n", mv.to_uci()))
        .collect()
}

/// Keys with their lengths on one line: `1.Qh5! (mate in 2), 1.Qe2! (mate in 3)`.
fn render_key_list(pos: &Position, keys: &[(attic::chess::Move, u32)]) -> String {
    keys.iter()
        .map(|&(mv, length)| format!("1.{}! (mate in {length})", pos.san(mv)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `--engine algol`: the FEN becomes the program's input, the interpreter runs
/// `mate-in-N.alg` with its output kept in a buffer, and the verdict read from that output is
/// reported as the native solver reports a key. Exit codes: 0 a key; 1 no solution (or the
/// program failed); 65 a bad FEN or N, a position outside the program's rules, or the
/// program's own verdict that the position is illegal (the native parser refuses it too).
fn run_algol_solve(args: &SolveArgs) -> CliResult {
    use attic::algol::Limits;
    use attic::bridge::algol_chess::{self, PrepareError, Verdict};
    use attic::bridge::mate_solver::{self, AlgolSolveError, MateEngine, ALGOL_MATE_IN};

    if args.tries || args.no_castling || args.no_underpromotion {
        return Err(Failure::new(
            Failure::USAGE,
            "the ALGOL program has fixed rules and finds one key: --tries, --no-castling and \
             --no-underpromotion need --engine native",
        ));
    }
    let mate_in = args.mate_in.trim().parse::<u32>().map_err(|_| {
        Failure::new(
            Failure::BAD_INPUT,
            format!(
                "bad number of moves '{}': the ALGOL programs solve mate in {} to {}",
                args.mate_in,
                ALGOL_MATE_IN.start(),
                ALGOL_MATE_IN.end()
            ),
        )
    })?;
    use attic::bridge::algol_chess::{MateProgram, Refusal};
    let engine = match args.engine {
        Engine::Translated => MateEngine::Translated,
        _ => MateEngine::Interpreted,
    };
    if !engine.accepts().contains(&mate_in) {
        return Err(Failure::new(Failure::BAD_INPUT, Refusal::Moves(mate_in)));
    }
    let program = match args.program {
        None => algol_chess::program_for(mate_in),
        Some(AlgolProgram::Certified) => MateProgram::for_moves(mate_in),
        Some(AlgolProgram::MateInN) => MateProgram::mate_in_n(mate_in),
    };
    let program = match (program, args.program) {
        (Some(program), _) => program,
        (None, Some(AlgolProgram::Certified)) if mate_in == 1 => {
            return Err(Failure::new(
                Failure::BAD_INPUT,
                "the certified programs (mate-in-N.alg) solve mate in 2 to 6, not mate in 1 \
                 (their s is 2 at least); --program mate-in-n solves mate in 1",
            ))
        }
        (None, _) => return Err(Failure::new(Failure::BAD_INPUT, Refusal::Moves(mate_in))),
    };
    let how = match engine {
        MateEngine::Translated => "translated to Rust",
        _ => "in the ALGOL interpreter",
    };
    let executor = engine
        .algol_executor()
        .unwrap_or(algol_chess::Executor::Interpreted);
    let mut work = LongWork::new(1, false);
    work.at(&format!("running {} {how}", program.name));
    let limits = Limits {
        deadline: args.clock.limits().deadline,
        ..Limits::unbounded()
    };
    let run = mate_solver::solve_algol(executor, program, &args.fen, limits.clone());
    drop(work);
    let verbose_block = |output: &str| {
        if args.verbose {
            print(&format!("\n--- printed by {} ---\n{output}", program.name))
        } else {
            Ok(())
        }
    };
    let answer = match run {
        Ok(answer) => answer,
        Err(AlgolSolveError::Moves(n)) => {
            return Err(Failure::new(Failure::BAD_INPUT, Refusal::Moves(n)))
        }
        Err(AlgolSolveError::Prepare(PrepareError::Fen(e))) => {
            return Err(Failure::new(
                Failure::BAD_INPUT,
                format!("bad FEN '{}': {e}", attic::diagnostic::clip(&args.fen)),
            ))
        }
        Err(AlgolSolveError::Prepare(PrepareError::Refused(rule))) => {
            return Err(Failure::new(Failure::BAD_INPUT, rule))
        }
        Err(AlgolSolveError::Stopped { program, error }) => {
            return Err(match args.clock.time_limit {
                Some(seconds) if limits_passed(&limits) => time_limit_reached(
                    seconds,
                    &format!("{program} ran {how}"),
                    ": it had not printed its answer",
                ),
                _ => Failure::new(
                    Failure::FAILED,
                    format!("{program} stopped before its answer:\n{error}"),
                ),
            })
        }
        Err(AlgolSolveError::Output {
            program,
            error,
            output,
        }) => {
            verbose_block(&output)?;
            return Err(Failure::new(Failure::FAILED, format!("{program}: {error}")));
        }
        Err(AlgolSolveError::IllegalKey {
            program,
            key,
            output,
        }) => {
            verbose_block(&output)?;
            return Err(Failure::new(
                Failure::FAILED,
                format!("{program} printed a key that is not a legal move: {key}"),
            ));
        }
    };
    let text = match (&answer.verdict, &answer.key) {
        (_, Some(key)) if args.keys => format!("{}\n", key.uci),
        (Verdict::MateInOne(_), Some(key)) => {
            format!("1.{}! (short solution: mate in 1)\n", key.san)
        }
        (_, Some(key)) => format!("1.{}!\n", key.san),
        (Verdict::IllegalPosition, None) => {
            verbose_block(&answer.output)?;
            return Err(Failure::new(
                Failure::BAD_INPUT,
                format!(
                    "illegal position: black is in check with white to play ({} stops: {})",
                    program.name,
                    algol_chess::FIRST_MOVE_TAKES_KING
                ),
            ));
        }
        (_, None) => {
            verbose_block(&answer.output)?;
            return Err(Failure {
                code: Failure::FAILED,
                text: format!("no solution: no mate in {mate_in} ({})", program.name),
            });
        }
    };
    print(&text)?;
    verbose_block(&answer.output)
}

/// `chess explain`: the ALGOL program's own tree of moves, as an outline.
fn run_explain(args: &ExplainArgs) -> CliResult {
    use attic::bridge::algol_chess::{PrepareError, Verdict};
    use attic::bridge::algol_explain::{self, ExplainError};

    if args.engine != Engine::Interpreted {
        return Err(Failure::new(
            Failure::USAGE,
            "only the interpreted ALGOL program can show its tree (--engine interpreted): \
             the translated Rust has no call observer, and the native solver is not the \
             1970s program",
        ));
    }
    let mate_in = args.mate_in.trim().parse::<u32>().map_err(|_| {
        Failure::new(
            Failure::BAD_INPUT,
            format!(
                "bad number of moves '{}': explain takes mate in 2 to 6 (the certified programs and their pattern continued)",
                args.mate_in
            ),
        )
    })?;
    let limits = args.limits.limits_over(attic::algol::Limits::unbounded());
    let mut work = LongWork::new(1, false);
    work.at("running the ALGOL program in the interpreter, watching its moves");
    let explained =
        algol_explain::explain_keeping(&args.fen, mate_in, limits.clone(), Some(args.show));
    drop(work);
    let explanation = explained.map_err(|e| match e {
        ExplainError::Prepare(PrepareError::Fen(e)) => Failure::new(
            Failure::BAD_INPUT,
            format!("bad FEN '{}': {e}", attic::diagnostic::clip(&args.fen)),
        ),
        ExplainError::Prepare(PrepareError::Refused(rule)) => {
            Failure::new(Failure::BAD_INPUT, rule)
        }
        ExplainError::NotCertified(_) => Failure::new(Failure::BAD_INPUT, e),
        other => match args.limits.time_limit {
            Some(seconds) if limits_passed(&limits) => time_limit_reached(
                seconds,
                "the ALGOL program ran in the interpreter",
                ": it had not printed its answer",
            ),
            _ => Failure::new(Failure::FAILED, other),
        },
    })?;
    print(&algol_explain::outline(&explanation, args.show))?;
    match explanation.verdict {
        Verdict::Key(_) | Verdict::MateInOne(_) => Ok(()),
        Verdict::NoSolution => Err(Failure::new(
            Failure::FAILED,
            format!(
                "no solution: no mate in {mate_in} ({})",
                explanation.program
            ),
        )),
        Verdict::IllegalPosition => Err(Failure::new(
            Failure::BAD_INPUT,
            "illegal position: black is in check with white to play",
        )),
    }
}

pub(super) fn parse_position(fen: &str) -> Result<Position, Failure> {
    Position::from_fen(fen).map_err(|e| {
        Failure::new(
            Failure::BAD_INPUT,
            format!("bad FEN '{}': {e}", attic::diagnostic::clip(fen)),
        )
    })
}

fn run_perft(args: &PerftArgs) -> CliResult {
    if args.depth > MAX_PERFT_DEPTH {
        return Err(Failure::new(
            Failure::USAGE,
            format!(
                "perft depth {} is too deep (at most {MAX_PERFT_DEPTH})",
                args.depth
            ),
        ));
    }
    let pos = parse_position(&args.fen)?;
    let start = Instant::now();
    let mut out = String::new();
    // perft 0 is the position itself (1) and has no first moves to divide by.
    let total = if args.divide && args.depth > 0 {
        let mut total = 0;
        for (mv, count) in divide(&pos, args.depth) {
            out.push_str(&format!("{}: {count}\n", mv.to_uci()));
            total += count;
        }
        out.push('\n');
        total
    } else {
        perft(&pos, args.depth)
    };
    let seconds = start.elapsed().as_secs_f64();
    out.push_str(&format!("{total}\n"));
    print(&out)?;
    say!(
        "perft {}: {total} leaves in {seconds:.3} s ({:.1} M leaves/s)",
        args.depth,
        total as f64 / seconds.max(1e-9) / 1e6
    );
    Ok(())
}
