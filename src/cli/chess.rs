//! `attic chess …`: the native chess engine on the command line.

use std::time::Instant;

use attic::chess::{divide, perft, Position};
use clap::{Args, Subcommand, ValueEnum};

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
    /// (N = 2, 3, 4) in the interpreter instead and prints the key it finds, `--engine
    /// translated` runs the same program's Rust translation; a position outside its rules
    /// (black to play, en passant possible, more than 16 men a side) exits 65 naming the rule.
    Solve(SolveArgs),
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
    /// The solver: `native`, or the rebuilt ALGOL program (mate in 2 to 4, white to play,
    /// castling and all promotions, no en passant) `interpreted` (also `algol`) or
    /// `translated` to Rust.
    #[arg(long, value_enum, default_value_t = Engine::Native)]
    pub engine: Engine,
    /// With the ALGOL program: after the answer, print what it printed.
    #[arg(long)]
    pub verbose: bool,
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
    }
}

fn run_solve(args: &SolveArgs) -> CliResult {
    use attic::chess::solve::{render_solution, Rules, Solver, MAX_MATE_IN};
    use std::io::IsTerminal;

    if matches!(args.engine, Engine::Interpreted | Engine::Translated) {
        return run_algol_solve(args);
    }
    if args.verbose {
        return Err(Failure::new(
            Failure::USAGE,
            "--verbose shows the ALGOL program's output: it needs --engine interpreted or translated",
        ));
    }
    let pos = parse_position(&args.fen)?;
    let mate_in = args
        .mate_in
        .trim()
        .parse::<u32>()
        .ok()
        .filter(|n| (1..=MAX_MATE_IN).contains(n))
        .ok_or_else(|| {
            Failure::new(
                Failure::BAD_INPUT,
                format!(
                    "bad number of moves '{}': N must be a whole number from 1 to {MAX_MATE_IN}",
                    args.mate_in
                ),
            )
        })?;
    let rules = Rules {
        castling: !args.no_castling,
        en_passant: !args.no_en_passant,
        underpromotion: !args.no_underpromotion,
    };
    let mut solver = Solver::new(rules);
    // Progress goes to a terminal only, and only once a solve has taken a while.
    let start = Instant::now();
    let terminal = std::io::stderr().is_terminal();
    let mut shown = false;
    let mut progress = |p: attic::chess::solve::Progress| {
        if terminal && start.elapsed().as_millis() > 500 {
            eprint!(
                "\rsolving: mate in {}, move {}/{}, {} positions   ",
                p.depth, p.move_number, p.moves, p.nodes
            );
            shown = true;
        }
    };
    let result = if args.keys {
        solver.keys(&pos, mate_in, &mut progress).map(|keys| {
            keys.iter()
                .map(|(mv, _)| format!("{}\n", mv.to_uci()))
                .collect::<String>()
        })
    } else {
        solver
            .solve(&pos, mate_in, args.tries, &mut progress)
            .map(|solution| render_solution(&solution))
    };
    if shown {
        eprint!("\r{}\r", " ".repeat(60));
    }
    let text = result.map_err(|e| Failure::new(Failure::FAILED, e))?;
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

/// `--engine algol`: the FEN becomes the program's input, the interpreter runs
/// `mate-in-N.alg` with its output kept in a buffer, and the verdict read from that output is
/// reported as the native solver reports a key. Exit codes: 0 a key; 1 no solution (or the
/// program failed); 65 a bad FEN or N, a position outside the program's rules, or the
/// program's own verdict that the position is illegal (the native parser refuses it too).
fn run_algol_solve(args: &SolveArgs) -> CliResult {
    use attic::algol::Limits;
    use attic::bridge::algol_chess::{self, PrepareError, Setup, Verdict};
    use std::io::IsTerminal;

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
                "bad number of moves '{}': the ALGOL programs solve mate in 2, 3 or 4",
                args.mate_in
            ),
        )
    })?;
    let (program, input) = algol_chess::prepare(&args.fen, mate_in).map_err(|e| match e {
        PrepareError::Fen(e) => {
            Failure::new(Failure::BAD_INPUT, format!("bad FEN '{}': {e}", args.fen))
        }
        PrepareError::Refused(rule) => Failure::new(Failure::BAD_INPUT, rule),
    })?;

    let (executor, how) = match args.engine {
        Engine::Translated => (algol_chess::Executor::Translated, "translated to Rust"),
        _ => (
            algol_chess::Executor::Interpreted,
            "in the ALGOL interpreter",
        ),
    };
    let terminal = std::io::stderr().is_terminal();
    if terminal {
        eprint!("running {} {how}…", program.name);
    }
    let run = algol_chess::run_with(executor, &program, &input, Limits::default());
    if terminal {
        eprint!("\r{}\r", " ".repeat(60));
    }
    let (output, _) = run.map_err(|e| {
        Failure::new(
            Failure::FAILED,
            format!("{} stopped before its answer:\n{e}", program.name),
        )
    })?;
    let verbose_block = || {
        if args.verbose {
            print(&format!("\n--- printed by {} ---\n{output}", program.name))
        } else {
            Ok(())
        }
    };
    let verdict = algol_chess::read_verdict(&output);
    let key = match &verdict {
        Ok(Verdict::Key(key) | Verdict::MateInOne(key)) => key,
        Ok(Verdict::NoSolution) => {
            verbose_block()?;
            return Err(Failure {
                code: Failure::FAILED,
                text: format!("no solution: no mate in {mate_in} ({})", program.name),
            });
        }
        Ok(Verdict::IllegalPosition) => {
            verbose_block()?;
            return Err(Failure::new(
                Failure::BAD_INPUT,
                format!(
                    "illegal position: black is in check with white to play ({} stops: {})",
                    program.name,
                    algol_chess::FIRST_MOVE_TAKES_KING
                ),
            ));
        }
        Err(e) => {
            verbose_block()?;
            return Err(Failure::new(
                Failure::FAILED,
                format!("{}: {e}", program.name),
            ));
        }
    };
    let answer = if args.keys {
        format!("{key}\n")
    } else {
        // Named in SAN like the native solver's keys; the program's key must be legal.
        let position = Setup::from_fen(&args.fen)
            .map_err(|e| Failure::new(Failure::BAD_INPUT, e))?
            .position;
        let mv = position.parse_uci(key).map_err(|e| {
            Failure::new(
                Failure::FAILED,
                format!(
                    "{} printed a key that is not a legal move: {e}",
                    program.name
                ),
            )
        })?;
        let short = match verdict {
            Ok(Verdict::MateInOne(_)) => " (short solution: mate in 1)",
            _ => "",
        };
        format!("1.{}!{short}\n", position.san(mv))
    };
    print(&answer)?;
    verbose_block()
}

pub(super) fn parse_position(fen: &str) -> Result<Position, Failure> {
    Position::from_fen(fen)
        .map_err(|e| Failure::new(Failure::BAD_INPUT, format!("bad FEN '{fen}': {e}")))
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
    let total = if args.divide {
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
    eprintln!(
        "perft {}: {total} leaves in {seconds:.3} s ({:.1} M leaves/s)",
        args.depth,
        total as f64 / seconds.max(1e-9) / 1e6
    );
    Ok(())
}
