//! A bounded load test on loopback: 50 runaway programs at once and, meanwhile, a move. The
//! move is answered, every runaway (steps, depth, output, memory, time) ends with its limit
//! error, the server and the runs it started stay under 1 GiB of memory together, and it
//! serves normally afterwards. How long the move and the runaways took depends on the
//! machine's speed and load: those figures are printed, never asserted (`cargo bench --bench
//! studio` measures speed).

use std::time::{Duration, Instant};

use crate::support::studio::{self, Server};
use serde_json::json;

const RUNAWAYS: usize = 50;
const DEADLINE_SECONDS: u64 = 6;

fn runaway(i: usize) -> String {
    let (language, source, eval) = match i % 5 {
        0 => ("cpl", "F(n) = n = 0 -> 0, F(n - 1) + F(n - 1)", "F(60)"),
        1 => ("cpl", "L(n) = L(n + 1)", "L(0)"),
        2 => ("algol", "begin integer i; l: i := 1; go to l end", ""),
        // A list that doubles until it no longer fits the run's memory.
        3 => (
            "cpl",
            "D(L, n) = (n = 0) -> L, D(Join(L, L), n - 1)",
            "D(Join(1, NIL), 40)",
        ),
        _ => (
            "algol",
            "begin l: outstring(1, \"again \"); go to l end",
            "",
        ),
    };
    json!({"language": language, "source": source, "eval": eval}).to_string()
}

#[test]
fn fifty_runaways_and_a_move() {
    let server = Server::start(&["--time-limit", &DEADLINE_SECONDS.to_string()]);
    let addr = server.addr;
    let started = Instant::now();
    let runaways: Vec<_> = (0..RUNAWAYS)
        .map(|i| {
            std::thread::spawn(move || {
                let sent = Instant::now();
                let response = studio::request(addr, "POST", "/api/run", Some(&runaway(i)));
                (i, sent.elapsed(), response)
            })
        })
        .collect();
    std::thread::sleep(Duration::from_millis(500));
    let mut peak = server.tree_rss_bytes();
    let sent = Instant::now();
    let reply = server.post(
        "/api/checkers/move",
        &json!({"move": "11-15", "reply": true, "engine": "interpreted", "depth": 3}).to_string(),
    );
    let move_time = sent.elapsed();
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert!(reply.json()["reply"]["move"].is_string(), "{}", reply.body);

    let mut limits = std::collections::BTreeMap::new();
    let mut slowest = Duration::ZERO;
    for handle in runaways {
        while !handle.is_finished() {
            peak = peak.max(server.tree_rss_bytes());
            std::thread::sleep(Duration::from_millis(50));
        }
        let (i, elapsed, response) = handle.join().expect("a request thread");
        assert_eq!(response.status, 200, "runaway {i}: {}", response.body);
        let answer = response.json();
        assert_eq!(answer["exit"], 1, "runaway {i}: {answer}");
        let stderr = answer["stderr"].as_str().unwrap();
        let limit = [
            "step limit",
            "depth limit",
            "output limit",
            "time limit",
            "memory limit",
            "more than",
        ]
        .into_iter()
        .find(|l| stderr.contains(l))
        .unwrap_or_else(|| panic!("runaway {i} ended without a limit error: {stderr}"));
        *limits.entry(limit).or_insert(0) += 1;
        slowest = slowest.max(elapsed);
    }
    assert!(
        peak < 1 << 30,
        "the server and its runs grew to {peak} bytes"
    );
    println!(
        "50 runaways ended in {:?} (the slowest answer {slowest:?}) with {limits:?}; the move took {move_time:?}; peak memory (server and runs) {} MiB",
        started.elapsed(),
        peak >> 20
    );

    // Afterwards: the workers come free (a runaway past its deadline stops at its own
    // limit), and the server answers as before.
    let free_by = Instant::now() + Duration::from_secs(60);
    while server.get("/api/health").json()["pools"]["programs"]["running"] != 0 {
        assert!(Instant::now() < free_by, "the workers never came free");
        std::thread::sleep(Duration::from_millis(100));
    }
    let ok = server.post(
        "/api/run",
        &json!({"language": "cpl", "source": "Double(x) = x + x", "eval": "Double(21)"})
            .to_string(),
    );
    assert_eq!(ok.json()["stdout"], "42\n");
}
