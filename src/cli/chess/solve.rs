//! `attic chess solve|algol-input`: direct mate problems, by the native solver or by the
//! rebuilt 1970s ALGOL program (interpreted or translated), and the program's input numbers.

use std::time::Instant;

use attic::chess::Position;
use clap::{Args, ValueEnum};

use super::parse_position;
use crate::cli::progress::{deepen, time_limit_reached, Deepened, LongWork};
use crate::cli::{print, CliResult, Failure};

#[derive(Debug, Args)]
pub struct AlgolInputArgs {
    /// The position (FEN), white to play.
    #[arg(long)]
    pub fen: String,
    /// The number of moves s the program reads first (leave it out for mate-in-2.alg).
    #[arg(long, value_name = "N")]
    pub moves: Option<u32>,
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
    /// A problem of at most four men is answered from the endgame tables (in the user's
    /// cache, built there when missing) instead of by search.
    #[arg(long)]
    pub tablebases: bool,
    /// The tables' directory (implies --tablebases).
    #[arg(long, value_name = "DIR")]
    pub tablebase_dir: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub clock: crate::cli::lang::TimeLimitArgs,
}

pub(super) fn run_solve(args: &SolveArgs) -> CliResult {
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
    let tables = args.tablebases || args.tablebase_dir.is_some();
    if tables && !args.no_en_passant && !args.no_underpromotion {
        if let Some(answer) =
            super::tablebase::solve_from_tables(&pos, mate_in, args.keys, &args.tablebase_dir)?
        {
            return answer;
        }
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
pub(super) fn limits_passed(limits: &attic::limits::Limits) -> bool {
    limits.deadline.is_some_and(|d| Instant::now() >= d)
}

/// `--keys`: the keys in UCI notation, one a line.
pub(super) fn render_keys(keys: &[(attic::chess::Move, u32)]) -> String {
    keys.iter()
        .map(|(mv, _)| format!("{}\n", mv.to_uci()))
        .collect()
}

/// Keys with their lengths on one line: `1.Qh5! (mate in 2), 1.Qe2! (mate in 3)`.
pub(super) fn render_key_list(pos: &Position, keys: &[(attic::chess::Move, u32)]) -> String {
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
pub(super) fn run_algol_solve(args: &SolveArgs) -> CliResult {
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
