//! The studio stays up and stays private: no request's text can take the server down, moves
//! are not starved by long solutions, connections kept without use are closed, and requests
//! addressed to a foreign name or sent from a foreign page are refused.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use crate::support::studio::{self, Server};
use serde_json::{json, Value};

/// As deep as `attic run` takes them (tests/it/algol/conformance.rs nests 100 000).
const DEEP: usize = 100_000;
/// The studio's request body limit: the deepest texts that still fit are sent too.
const BODY_LIMIT: usize = 256 * 1024;

/// Texts nested as deep as the CLI accepts, and as deep as fits a request, in both languages:
/// (name, language, source, CPL expression).
fn deep_programs() -> Vec<(String, &'static str, String, &'static str)> {
    let mut programs = Vec::new();
    for n in [DEEP, 20_000, 400] {
        let parens = |inner: &str| format!("{}{inner}{}", "(".repeat(n), ")".repeat(n));
        programs.push((
            format!("algol parens {n}"),
            "algol",
            format!(
                "begin integer x; x := {}; outinteger(1, x) end",
                parens("1")
            ),
            "",
        ));
        programs.push((
            format!("algol blocks {n}"),
            "algol",
            format!(
                "{} outinteger(1, 7) {}",
                "begin ".repeat(n),
                "end ".repeat(n)
            ),
            "",
        ));
        programs.push((
            format!("algol conditionals {n}"),
            "algol",
            format!(
                "begin integer i; i := 3; outinteger(1, {} -1) end",
                (0..n)
                    .map(|k| format!("if i={k} then {k} else "))
                    .collect::<String>()
            ),
            "",
        ));
        programs.push((
            format!("cpl parens {n}"),
            "cpl",
            format!("X = {}", parens("1")),
            "X",
        ));
        programs.push((
            format!("cpl conditionals {n}"),
            "cpl",
            format!(
                "F(i) = {} 0",
                (0..n)
                    .map(|k| format!("i = {k} -> {k}, "))
                    .collect::<String>()
            ),
            "F(3)",
        ));
    }
    programs.push((
        "algol calls".to_string(),
        "algol",
        format!(
            "begin integer procedure f(n); value n; integer n; \
             f := if n = 0 then 0 else 1 + f(n - 1); outinteger(1, f({DEEP})) end"
        ),
        "",
    ));
    programs.push((
        "cpl calls".to_string(),
        "cpl",
        "F(n) = n = 0 -> 0, 1 + F(n - 1)".to_string(),
        "F(100000)",
    ));
    programs
}

/// Every endpoint that takes text, with `text` in each of its fields.
fn requests_carrying(language: &str, source: &str, eval: &str) -> Vec<(&'static str, Value)> {
    vec![
        (
            "/api/run",
            json!({"language": language, "source": source, "eval": eval}),
        ),
        (
            "/api/translate",
            json!({"language": language, "source": source}),
        ),
        (
            "/api/course/check",
            json!({"exercise": 1, "answer": source}),
        ),
        (
            "/api/course/check",
            json!({"exercise": 10, "answer": source}),
        ),
        ("/api/checkers/move", json!({"fen": source})),
        (
            "/api/checkers/move",
            json!({"move": source, "history": [source], "engine": "native"}),
        ),
        ("/api/checkers/think", json!({"fen": source})),
        ("/api/chess/solve", json!({"fen": source, "mate": 2})),
        (
            "/api/chess/solve",
            json!({"fen": source, "mate": 2, "engine": "interpreted"}),
        ),
    ]
}

/// Sends a body larger than the server takes; its status, if the answer could be read.
fn post_past_the_limit(addr: SocketAddr, path: &str, body: &str) -> Option<u16> {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .expect("timeout");
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    let _ = stream
        .write_all(head.as_bytes())
        .and_then(|()| stream.write_all(body.as_bytes()));
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    String::from_utf8_lossy(&answer)
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
}

/// Whether the server process still runs (not gone, not a zombie).
fn alive(server: &Server) -> bool {
    std::fs::read_to_string(format!("/proc/{}/stat", server.child.id()))
        .ok()
        .and_then(|stat| {
            let state = stat
                .rsplit_once(')')?
                .1
                .split_whitespace()
                .next()?
                .to_string();
            Some(state != "Z" && state != "X")
        })
        .unwrap_or(false)
}

fn a_move(server: &Server) -> studio::Response {
    server.post(
        "/api/checkers/move",
        &json!({"move": "11-15", "reply": true, "engine": "native", "depth": 3}).to_string(),
    )
}

#[test]
fn deep_programs_to_every_endpoint_then_a_move() {
    let server = Server::start(&[]);
    let mut sent = 0;
    for (name, language, source, eval) in deep_programs() {
        for (path, body) in requests_carrying(language, &source, eval) {
            let body = body.to_string();
            let fits = body.len() <= BODY_LIMIT;
            sent += 1;
            if !fits {
                // Refused before it is all read: the answer is 413, or the connection closes
                // under the client's feet while it still writes.
                let status = post_past_the_limit(server.addr, path, &body);
                assert!(
                    matches!(status, None | Some(413)),
                    "{name} {path}: {status:?}"
                );
            } else {
                let response = server.post(path, &body);
                // 200 (an answer, a limit's error or a diagnostic) or 400 (refused in words):
                // never a dead server, a 500 or a dropped connection.
                match response.status {
                    200 | 400 => {
                        let answer = response.json();
                        if response.status == 400 {
                            assert!(answer["error"].is_string(), "{name} {path}: {answer}");
                        }
                    }
                    other => panic!("{name} {path}: {other} {}", response.body),
                }
            }
            assert!(
                alive(&server),
                "{name} to {path} stopped the server: {}",
                server.log()
            );
        }
    }
    assert!(sent > 100);
    let reply = a_move(&server);
    assert_eq!(reply.status, 200, "{}", reply.body);
    assert!(reply.json()["reply"]["move"].is_string(), "{}", reply.body);
}

#[test]
fn a_translation_nested_past_the_old_thread_stack_is_answered() {
    let server = Server::start(&[]);
    for n in [100, 400] {
        let source = format!(
            "begin integer x; x := {}1{}; outinteger(1, x) end",
            "(".repeat(n),
            ")".repeat(n)
        );
        let response = server.post(
            "/api/translate",
            &json!({"language": "algol", "source": source}).to_string(),
        );
        assert_eq!(response.status, 200, "{}", response.body);
        let answer = response.json();
        assert_eq!(answer["exit"], 0, "{n}: {answer}");
        assert!(answer["rust"].as_str().unwrap().contains("fn run"));
    }
    assert_eq!(a_move(&server).status, 200);
}

#[test]
fn deep_but_legal_algol_runs() {
    let server = Server::start(&[]);
    let source = format!(
        "begin integer x; x := {}1{}; outinteger(1, x) end",
        "(".repeat(400),
        ")".repeat(400)
    );
    let response = server.post(
        "/api/run",
        &json!({"language": "algol", "source": source}).to_string(),
    );
    let answer = response.json();
    assert_eq!(answer["exit"], 0, "{answer}");
    assert_eq!(answer["stdout"].as_str().unwrap().trim(), "1", "{answer}");
}

/// A request written out whole (method, path, headers, body) on a connection of its own, and
/// the answer's status and body.
fn raw(addr: SocketAddr, head: &str, body: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .expect("timeout");
    let text = format!(
        "{head}Connection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(text.as_bytes()).expect("write");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("read");
    let status = answer
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no status line in {answer:?}"));
    let body = answer
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

const HELLO: &str = r#"{"language": "cpl", "source": "Double(x) = x + x", "eval": "Double(21)"}"#;

#[test]
fn a_foreign_host_or_origin_is_refused_and_the_studios_own_pass() {
    let server = Server::start(&[]);
    let addr = server.addr;
    let port = addr.port();
    let post = |headers: String| raw(addr, &format!("POST /api/run HTTP/1.1\r\n{headers}"), HELLO);

    // DNS rebinding: the attacker's name, resolved to loopback.
    let (status, body) = post(format!(
        "Host: evil.example:{port}\r\nOrigin: http://evil.example:{port}\r\n"
    ));
    assert_eq!(status, 403, "{body}");
    assert!(
        body.contains("evil.example") && body.contains("--allow-host"),
        "{body}"
    );
    let (status, _) = post(format!("Host: evil.example:{port}\r\n"));
    assert_eq!(status, 403);
    let (status, _) = post(String::new());
    assert_eq!(status, 403, "no Host at all");

    // A cross-origin request to the right address.
    let (status, body) = post(format!("Host: {addr}\r\nOrigin: http://evil.example\r\n"));
    assert_eq!(status, 403, "{body}");
    assert!(body.contains("cross-origin"), "{body}");
    let (status, _) = post(format!("Host: {addr}\r\nOrigin: null\r\n"));
    assert_eq!(status, 403);

    // The right Host without an Origin (curl, the tests) and with the studio's own.
    for headers in [
        format!("Host: {addr}\r\n"),
        format!("Host: localhost:{port}\r\n"),
        format!("Host: {addr}\r\nOrigin: http://{addr}\r\n"),
        format!("Host: localhost:{port}\r\nOrigin: http://localhost:{port}\r\n"),
    ] {
        let (status, body) = post(headers.clone());
        assert_eq!(status, 200, "{headers}: {body}");
        assert!(body.contains("42"), "{body}");
    }
    // Pages too.
    let (status, _) = raw(
        addr,
        &format!("GET / HTTP/1.1\r\nHost: evil.example:{port}\r\n"),
        "",
    );
    assert_eq!(status, 403);
    let (status, _) = raw(addr, &format!("GET / HTTP/1.1\r\nHost: {addr}\r\n"), "");
    assert_eq!(status, 200);
}

#[test]
fn allow_host_admits_a_name() {
    let server = Server::start(&["--allow-host", "studio.test"]);
    let port = server.addr.port();
    let post = |headers: String| {
        raw(
            server.addr,
            &format!("POST /api/run HTTP/1.1\r\n{headers}"),
            HELLO,
        )
    };
    let (status, body) = post(format!(
        "Host: studio.test:{port}\r\nOrigin: http://studio.test:{port}\r\n"
    ));
    assert_eq!(status, 200, "{body}");
    let (status, _) = post(format!("Host: other.test:{port}\r\n"));
    assert_eq!(status, 403);
    let (status, _) = post(format!("Host: studio.test:{}\r\n", port.wrapping_add(1)));
    assert_eq!(
        status, 403,
        "the name is admitted at the server's port only"
    );
}

/// Reads until the server closes the connection; false when it is still open after `wait`.
fn closed_within(stream: &mut TcpStream, wait: Duration) -> bool {
    stream.set_read_timeout(Some(wait)).expect("timeout");
    let mut buffer = [0u8; 4096];
    loop {
        match stream.read(&mut buffer) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => return true,
            Err(_) => return false,
        }
    }
}

#[test]
fn idle_slow_header_and_slow_body_connections_are_closed_past_their_timeouts() {
    let server = Server::start(&[
        "--idle-timeout",
        "1",
        "--header-timeout",
        "1",
        "--body-timeout",
        "1",
    ]);
    let addr = server.addr;
    // Far past the timeouts, so only a server that never closes fails this.
    let wait = Duration::from_secs(30);

    let mut silent = TcpStream::connect(addr).expect("connect");
    let mut half_header = TcpStream::connect(addr).expect("connect");
    half_header
        .write_all(format!("POST /api/run HTTP/1.1\r\nHost: {addr}\r\nContent-Ty").as_bytes())
        .expect("write");
    let mut slow_body = TcpStream::connect(addr).expect("connect");
    slow_body
        .write_all(
            format!(
                "POST /api/run HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
                 Content-Length: 100\r\n\r\n{{\"language\""
            )
            .as_bytes(),
        )
        .expect("write");
    // A connection kept alive after an answer is idle again.
    let mut kept = TcpStream::connect(addr).expect("connect");
    kept.write_all(format!("GET /api/health HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
        .expect("write");

    assert!(
        closed_within(&mut silent, wait),
        "a silent connection stays open"
    );
    assert!(
        closed_within(&mut half_header, wait),
        "a connection with half a header stays open"
    );
    slow_body.set_read_timeout(Some(wait)).expect("timeout");
    let mut answer = String::new();
    let _ = slow_body.read_to_string(&mut answer);
    assert!(
        answer.starts_with("HTTP/1.1 408"),
        "a body that does not come: {answer:?}"
    );
    assert!(
        closed_within(&mut kept, wait),
        "an idle kept-alive connection stays open"
    );

    // The server still answers.
    assert_eq!(server.get("/api/health").status, 200);
}

/// Opens a native solve with a huge mate number and leaves it running: the stream is held
/// until the test ends (the server is killed then).
fn start_long_solve(addr: SocketAddr) -> TcpStream {
    start_solve(
        addr,
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
        30,
    )
}

/// Opens a native solve of `fen` in `mate` and leaves it running.
fn start_solve(addr: SocketAddr, fen: &str, mate: u32) -> TcpStream {
    let body = json!({
        "fen": fen,
        "mate": mate,
        "engine": "native",
    })
    .to_string();
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream
        .write_all(
            format!(
                "POST /api/chess/solve HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
                 Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
                body.len()
            )
            .as_bytes(),
        )
        .expect("write");
    stream
}

/// A request refused at once teaches the pool nothing of its kind's cost, and a solve never
/// runs on a runtime worker however cheap its kind has looked: after three `mate 7` solves of
/// a FEN that is no position (400 in a fraction of a millisecond), two `mate 7` solves from
/// the opening run, and the server still answers while they do. Had they run on the two
/// runtime workers, nothing would answer until their deadline (120 s), and by then they would
/// no longer be running.
#[test]
fn refused_solves_teach_nothing_and_two_long_solves_leave_the_server_answering() {
    let server = Server::start(&["--game-time-limit", "120"]);
    for _ in 0..3 {
        let refused = server.post(
            "/api/chess/solve",
            &json!({"fen": "garbage", "mate": 7}).to_string(),
        );
        assert_eq!(refused.status, 400, "{}", refused.body);
    }
    let opening = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let _solves = [
        start_solve(server.addr, opening, 7),
        start_solve(server.addr, opening, 7),
    ];
    let started = Instant::now();
    while server.get("/api/health").json()["pools"]["solves"]["running"] != 2 {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the solves did not start"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    for _ in 0..3 {
        let health = server.get("/api/health");
        assert_eq!(health.status, 200, "{}", health.body);
        let reply = a_move(&server);
        assert_eq!(reply.status, 200, "{}", reply.body);
    }
    let health = server.get("/api/health").json();
    assert_eq!(health["pools"]["solves"]["running"], 2, "{health}");
}

#[test]
fn moves_are_answered_while_two_long_solves_run() {
    let server = Server::start(&["--game-time-limit", "120"]);
    let _solves = [start_long_solve(server.addr), start_long_solve(server.addr)];
    let started = Instant::now();
    while server.get("/api/health").json()["pools"]["solves"]["running"] != 2 {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the solves did not start"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let mut slowest = Duration::ZERO;
    for _ in 0..5 {
        let sent = Instant::now();
        let reply = a_move(&server);
        slowest = slowest.max(sent.elapsed());
        assert_eq!(reply.status, 200, "{}", reply.body);
    }
    let health = server.get("/api/health").json();
    assert_eq!(health["pools"]["solves"]["running"], 2, "{health}");
    // A starved move would have waited for a solve to end (their deadline is 120 s), and the
    // solves would no longer be running: that is asserted above. How long a move took depends
    // on the machine's load, so it is shown, not asserted.
    eprintln!("slowest of 5 moves while two solves ran: {slowest:?}");
}

#[test]
fn every_pool_and_timeout_is_a_flag_with_its_default_in_the_help() {
    let output = crate::support::command()
        .args(["serve", "--help"])
        .output()
        .expect("attic serve --help");
    let help = String::from_utf8_lossy(&output.stdout);
    for (flag, default) in [
        ("--workers", "2"),
        ("--queue", "64"),
        ("--move-workers", "2"),
        ("--move-queue", "4096"),
        ("--solve-workers", "2"),
        ("--solve-queue", "256"),
        ("--idle-timeout", "60"),
        ("--header-timeout", "10"),
        ("--body-timeout", "30"),
    ] {
        let at = help
            .find(&format!("{flag} <"))
            .unwrap_or_else(|| panic!("{flag} is not in the help:\n{help}"));
        let rest = &help[at..];
        let entry = &rest[..rest[2..].find("\n      --").map_or(rest.len(), |i| i + 2)];
        assert!(
            entry.contains(&format!("[default: {default}]")),
            "{flag}: {entry}"
        );
    }
    assert!(help.contains("--allow-host <NAME>"), "{help}");
    assert!(help.contains("503"), "{help}");
}

#[test]
fn a_refused_flag_is_said_in_words() {
    let output = crate::support::command()
        .args(["serve", "--addr", "127.0.0.1:0", "--move-workers", "0"])
        .output()
        .expect("attic serve");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("--move-workers must be at least 1"));
    let output = crate::support::command()
        .args(["serve", "--addr", "127.0.0.1:0", "--allow-host", "a/b"])
        .output()
        .expect("attic serve");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not a host name"));
}
