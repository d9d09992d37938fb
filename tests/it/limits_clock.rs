//! The shared limits' deadline and cancel flag (`attic::limits::Limits`) stop long work
//! cooperatively in every executor the studio runs for a request: the three checkers engines'
//! searches, the native mate solver, the ALGOL mate program interpreted and translated, and a
//! CPL evaluation. One harness: each executor gets a raised cancel flag, then a deadline
//! already past, and must end with the bound's error instead of its answer.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

use attic::bridge::algol_chess::{self, Executor};
use attic::checkers::{Engine, Native, Position, Rules, SearchKind};
use attic::limits::{LimitReached, Limits};

/// The two ways a request's work is stopped.
fn clocks() -> [(LimitReached, Limits); 2] {
    [
        (
            LimitReached::Cancelled,
            Limits {
                cancel: Some(Arc::new(AtomicBool::new(true))),
                ..Limits::default()
            },
        ),
        (
            LimitReached::Time,
            Limits {
                deadline: Some(Instant::now()),
                ..Limits::default()
            },
        ),
    ]
}

/// What each executor says when the bound stops it.
fn words(limit: LimitReached) -> &'static str {
    match limit {
        LimitReached::Cancelled => "cancelled",
        _ => "time limit",
    }
}

fn checkers_engines() -> Vec<Box<dyn Engine>> {
    let mut engines: Vec<Box<dyn Engine>> = vec![
        Box::new(Native::new(Rules::Strachey)),
        Box::new(
            attic::bridge::checkers::Interpreted::corrected(
                attic::cpl::runtime::logical::Reading::Set,
            )
            .expect("the corrected listing loads"),
        ),
    ];
    #[cfg(feature = "translated")]
    engines.push(Box::new(attic::bridge::translated::Translated::new()));
    engines
}

#[test]
fn a_checkers_search_stops_at_its_deadline_or_when_cancelled_in_every_engine() {
    let opening = Position::initial().to_strachey();
    for mut engine in checkers_engines() {
        let depth = if engine.label().starts_with("native") {
            7
        } else {
            5
        };
        for (limit, clock) in clocks() {
            engine.set_limits(&clock);
            let stopped = engine.choose(&opening, depth, SearchKind::Minimax);
            let message = match stopped {
                Err(e) => e.to_string(),
                Ok(d) => panic!("{} chose {d:?} past {limit}", engine.label()),
            };
            assert!(
                message.contains(words(limit)),
                "{}: {message}",
                engine.label()
            );
        }
        // Lifted, the same engine searches again.
        engine.set_limits(&Limits::default());
        assert!(
            engine.choose(&opening, 3, SearchKind::Minimax).is_ok(),
            "{}",
            engine.label()
        );
    }
}

/// A mate in 2 (`attic chess solve` on it takes the ALGOL program millions of steps).
const MATE_IN_2: &str = "2R5/8/3k4/3N2p1/4K1Q1/8/8/8 w - - 0 1";

#[test]
fn a_mate_solve_stops_at_its_deadline_or_when_cancelled_native_and_algol() {
    use attic::chess::solve::{Rules, SolveError, Solver};
    let start = attic::chess::Position::from_fen(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    )
    .expect("the start position");
    for (limit, clock) in clocks() {
        let mut solver = Solver::new(Rules::default()).with_clock(&clock);
        match solver.solve(&start, 4, false, &mut |_| {}) {
            Err(SolveError::Limit(reached, _)) => assert_eq!(reached, limit),
            other => panic!("the native solver past {limit}: {other:?}"),
        }
        let (program, input) = algol_chess::prepare(MATE_IN_2, 2).expect("a problem it takes");
        let executors: &[Executor] = if cfg!(feature = "translated") {
            &[Executor::Interpreted, Executor::Translated]
        } else {
            &[Executor::Interpreted]
        };
        for &executor in executors {
            let limits = Limits {
                max_steps: 300_000_000,
                ..clock.clone()
            };
            match algol_chess::run_with(executor, &program, &input, limits) {
                Err(e) => assert!(e.to_string().contains(words(limit)), "{executor:?}: {e}"),
                Ok((output, _)) => panic!("{executor:?} answered past {limit}: {output}"),
            }
        }
    }
}

#[test]
fn a_cpl_evaluation_stops_at_a_deadline_in_the_future() {
    use attic::cpl::eval::{ErrorKind, Interpreter, Options};
    // Exponential work at a shallow depth, so only the clock can stop it.
    let source =
        attic::diagnostic::Source::new("loop.cpl", "F(n) = (n = 0) → 0, F(n - 1) + F(n - 1)");
    let program = attic::cpl::parse_program(&source).expect("parses");
    let options = Options {
        limits: Limits {
            max_steps: u64::MAX,
            ..Limits::default()
        },
        ..Options::default()
    };
    let mut cpl = Interpreter::new(vec![(source, program)], options).expect("loads");
    let started = Instant::now();
    cpl.set_clock(&Limits {
        deadline: Some(started + Duration::from_millis(200)),
        ..Limits::default()
    });
    let error = cpl
        .call("F", vec![attic::cpl::value::Value::Int(60)])
        .expect_err("2^60 calls do not end in time");
    assert_eq!(error.kind, ErrorKind::TimeLimit, "{error}");
    assert!(error.to_string().contains("(the time limit)"), "{error}");
    // Cooperative, so a little after the deadline; how long after depends on the machine,
    // so it is shown, not asserted (2^60 calls would not end at all).
    eprintln!("stopped {:?} after the start", started.elapsed());
}
