//! The 1966 program through the checkers bridge: `cargo bench --bench bridge`.
//!
//! Prints perft through the interpreter from the opening (depth 1 to `ATTIC_BRIDGE_PERFT`,
//! default 8), the time of the differential check (native `strachey` successors against the
//! interpreter's on the seeded corpus, and depth-3 choices on every tenth position), and the
//! time of the main job's self-play.

use std::time::Instant;

use attic::bridge::checkers::{Interpreted, ProgramDecision};
use attic::checkers::random::random_positions;
use attic::checkers::search::{choose, Decision, SearchKind};
use attic::checkers::{successors, Engine, Native, Position, Rules};
use attic::cpl::runtime::logical::Reading;

fn main() {
    let mut cpl = Interpreted::corrected(Reading::Set).expect("the corrected listing loads");
    let opening = Position::initial();
    let deepest: u32 = std::env::var("ATTIC_BRIDGE_PERFT")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(8);
    for depth in 1..=deepest {
        let started = Instant::now();
        let leaves = cpl.perft(&opening, depth).expect("runs");
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "perft({depth}) through the interpreter: {leaves} in {seconds:.2} s ({:.0} leaves/s)",
            leaves as f64 / seconds.max(1e-9)
        );
    }

    let corpus = random_positions(1966, &opening, Rules::Strachey, 120, 10_000);
    let started = Instant::now();
    let mut same = 0;
    for pos in &corpus {
        let interpreted = cpl.successor_tuples(&pos.to_strachey()).expect("runs");
        let native: Vec<_> = successors(pos, Rules::Strachey)
            .iter()
            .map(Position::to_strachey)
            .collect();
        same += (interpreted == native) as usize;
    }
    println!(
        "successor lists, native strachey against the interpreter: {same} of {} equal in {:.2} s",
        corpus.len(),
        started.elapsed().as_secs_f64()
    );

    let started = Instant::now();
    let mut native = Native::new(Rules::Strachey);
    let (mut agree, mut total) = (0, 0);
    for pos in corpus.iter().step_by(10) {
        let interpreted = cpl.choose_tuple(&pos.to_strachey(), 3).expect("runs");
        let ours = choose(&mut native, pos, 3, SearchKind::Minimax).unwrap_or(Decision::Resign);
        total += 1;
        agree += match (interpreted, ours) {
            (ProgramDecision::Resign, Decision::Resign) => 1,
            (ProgramDecision::Choice(c), Decision::Choice(n)) => {
                (c.index == n.index && c.value == n.value) as usize
            }
            _ => 0,
        };
    }
    println!(
        "depth-3 choices: {agree} of {total} agree in {:.2} s",
        started.elapsed().as_secs_f64()
    );

    let started = Instant::now();
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_attic"))
        .stdout(std::process::Stdio::null())
        .status();
    println!(
        "the main job (bare attic): {:?} in {:.2} s",
        status.map(|s| s.code()),
        started.elapsed().as_secs_f64()
    );
}
