//! `attic chess explain`: the tree of moves the rebuilt ALGOL mate solver tried, from its own
//! run in the interpreter.

use clap::Args;

use super::solve::{limits_passed, Engine};
use crate::cli::progress::{time_limit_reached, LongWork};
use crate::cli::{print, CliResult, Failure};

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
    /// Moves shown at each position before the rest are folded into a count (at least one).
    #[arg(long, value_name = "K", default_value_t = 5,
          value_parser = clap::builder::RangedU64ValueParser::<usize>::new().range(1..))]
    pub show: usize,
    #[command(flatten)]
    pub limits: crate::cli::lang::LimitArgs,
}

/// `chess explain`: the ALGOL program's own tree of moves, as an outline.
pub(super) fn run_explain(args: &ExplainArgs) -> CliResult {
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
