//! `attic chess …`: the native chess engine on the command line.
//!
//! - `mod.rs`      the subcommands and the dispatch; `uci`, `algol-input`; the shipped book
//! - `position.rs` `perft`, `board`, `moves` and `eval`: a position and what it holds
//! - `solve.rs`    `solve` (the native solver, or the rebuilt ALGOL program interpreted or
//!   translated) and `algol-input`'s flags
//! - `explain.rs`  `explain`: the tree the ALGOL program searched
//! - `play.rs`     `play`: a game in the terminal
//! - `book.rs`     `book`: build a Polyglot book from PGN, or probe one
//! - `ladder.rs`   `ladder` (what each technique is worth, `attic::chess::ladder`)
//! - `tablebase.rs` `tablebase`: build the endgame tables into a cache, summarise, probe

use clap::Subcommand;

use super::{print, CliResult, Failure};
use attic::chess::Position;

mod book;
mod explain;
mod ladder;
mod play;
mod position;
mod solve;
mod tablebase;

const INITIAL_FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

#[derive(Debug, Subcommand)]
pub enum ChessCommand {
    /// Count the leaf positions of the legal move tree DEPTH plies deep (perft). The last
    /// line of the output is the bare count; timing goes to stderr.
    Perft(position::PerftArgs),
    /// Print a position as a board, with side to move, castling rights and en passant.
    Board(position::BoardArgs),
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
    Solve(solve::SolveArgs),
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
    Explain(explain::ExplainArgs),
    /// Write the numbers the ALGOL mate programs read with `input` for a FEN (white to play):
    /// with `--moves N`, N first (what mate-in-3.alg, mate-in-4.alg and mate-in-n.alg read
    /// before the position); then white's men and black's, each side its count and a
    /// `code square` pair a man (programs/algol/README.md, "Input"). For
    /// `attic run programs/algol/mate-in-n.alg --input FILE`.
    AlgolInput(solve::AlgolInputArgs),
    /// Speak UCI on stdin and stdout, for a chess GUI (Arena, Cute Chess) or a script: `uci`,
    /// `isready`, `ucinewgame`, `position`, `go`, `stop`, `setoption`, `quit`.
    Uci,
    /// Print every term of the evaluation for both sides (middlegame and endgame values), the
    /// game phase, and the total from White's side and from the side to move's.
    Eval(position::BoardArgs),
    /// List every legal move, in UCI and SAN, in UCI order; the last line counts them.
    Moves(position::BoardArgs),
    /// Build a Polyglot opening book (`.bin`) from the games of a PGN file, or, with
    /// `--probe`, list a book's moves in a position.
    Book(book::BookArgs),
    /// Play a game in the terminal: moves in UCI or SAN on stdin, `undo`, `quit`; the board
    /// after each move; the game ends by mate, stalemate, repetition, the fifty-move rule or
    /// insufficient material, and is printed (and with --pgn written) as PGN.
    Play(play::PlayArgs),
    /// What each technique of the search is worth: for each, a match between the full engine
    /// and the engine with that technique off (or without its opening book), at a fixed
    /// number of nodes a move (the same games on every run), two games an opening with the
    /// colours reversed. Prints a Markdown table: wins, draws and losses of the full engine,
    /// its score, the Elo difference with its 95% interval, the mean depths reached. One
    /// line a match on stderr as it ends.
    Ladder(ladder::LadderArgs),
    /// The endgame tablebases of up to four men (KQK … KBNK, KQKR, KRKP, KPKP), built by
    /// retrograde analysis into a cache directory, one checksummed file an ending (a file
    /// missing or corrupt is rebuilt). `build` builds them all (about a minute); alone, the
    /// summary of every ending built (won, legal, longest mate); with `--fen`, the value of
    /// that position and its best move, building the tables it needs.
    Tablebase(tablebase::TablebaseArgs),
}

pub fn run(command: &ChessCommand) -> CliResult {
    match command {
        ChessCommand::Perft(args) => position::run_perft(args),
        ChessCommand::Board(args) => position::board(args),
        ChessCommand::Solve(args) => solve::run_solve(args),
        ChessCommand::Explain(args) => explain::run_explain(args),
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
        ChessCommand::Eval(args) => position::eval(args),
        ChessCommand::Moves(args) => position::moves(args),
        ChessCommand::Book(args) => book::run_book(args),
        ChessCommand::Play(args) => play::run_play(args),
        ChessCommand::Ladder(args) => ladder::run_ladder(args),
        ChessCommand::Tablebase(args) => tablebase::run_tablebase(args),
    }
}

/// The opening book shipped in `programs/chess/`, built from `openings.pgn`.
const SHIPPED_BOOK: &[u8] = attic::programs::CHESS_BOOK;

fn shipped_book() -> Result<attic::chess::book::Book, Failure> {
    attic::chess::book::Book::from_bytes(SHIPPED_BOOK)
        .map_err(|e| Failure::new(Failure::FAILED, format!("the shipped book: {e}")))
}

pub(super) fn parse_position(fen: &str) -> Result<Position, Failure> {
    Position::from_fen(fen).map_err(|e| {
        Failure::new(
            Failure::BAD_INPUT,
            format!("bad FEN '{}': {e}", attic::diagnostic::clip(fen)),
        )
    })
}
