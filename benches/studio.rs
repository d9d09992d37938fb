//! The studio under load: `cargo bench --bench studio` starts `attic serve` on a loopback port
//! and asks it for the program's reply from the opening (`POST /api/checkers/move` with
//! `"reply": true`) from 1, 8, 64 and 256 clients at once, each on its own keep-alive
//! HTTP/1.1 connection, one request after another, as `ab -k` does. Engines: the 1966 listing
//! at depth 3 interpreted and translated, native alpha-beta at depth 6.
//!
//! Each row is bounded in count and time: it stops after `STUDIO_BENCH_REQUESTS` requests
//! (default 30000) or `STUDIO_BENCH_SECONDS` seconds (default 5), whichever comes first, and
//! prints the requests answered a second (200 replies only), the 50th and 99th percentile
//! latency of the replies, and how many requests were refused (503) or failed otherwise.
//! `STUDIO_BENCH_CLIENTS=1,64` and `STUDIO_BENCH_ENGINES=translated` choose the rows;
//! `STUDIO_BENCH_SERVER_ARGS` passes more arguments to `attic serve` (split at spaces).
//!
//! The clients run on the same machine as the server, so they take some of its cores: the
//! figures are what one machine does as client and server both.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use attic::studio::local::LocalStudio;

const CLIENTS: [usize; 4] = [1, 8, 64, 256];

struct Workload {
    name: &'static str,
    body: &'static str,
}

const WORKLOADS: [Workload; 3] = [
    Workload {
        name: "translated",
        body: r#"{"reply":true,"engine":"translated","depth":3}"#,
    },
    Workload {
        name: "interpreted",
        body: r#"{"reply":true,"engine":"interpreted","depth":3}"#,
    },
    Workload {
        name: "native",
        body: r#"{"reply":true,"engine":"native","depth":6}"#,
    },
];

/// One keep-alive connection: sends a request, reads its whole answer.
struct Client {
    addr: SocketAddr,
    stream: Option<BufReader<TcpStream>>,
    request: Vec<u8>,
}

/// What came back for one request.
enum Outcome {
    Status(u16),
    /// The connection failed or the answer was not HTTP.
    Failed,
}

impl Client {
    fn new(addr: SocketAddr, body: &str) -> Client {
        let request = format!(
            "POST /api/checkers/move HTTP/1.1\r\nHost: {addr}\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        )
        .into_bytes();
        Client {
            addr,
            stream: None,
            request,
        }
    }

    fn connect(&mut self) -> std::io::Result<&mut BufReader<TcpStream>> {
        if self.stream.is_none() {
            let stream = TcpStream::connect(self.addr)?;
            stream.set_nodelay(true)?;
            stream.set_read_timeout(Some(Duration::from_secs(60)))?;
            self.stream = Some(BufReader::new(stream));
        }
        Ok(self.stream.as_mut().expect("connected above"))
    }

    fn ask(&mut self) -> Outcome {
        match self.exchange() {
            Ok((status, close)) => {
                if close {
                    self.stream = None;
                }
                Outcome::Status(status)
            }
            Err(_) => {
                self.stream = None;
                Outcome::Failed
            }
        }
    }

    /// The status and whether the server closes the connection after it.
    fn exchange(&mut self) -> std::io::Result<(u16, bool)> {
        let request = self.request.clone();
        let stream = self.connect()?;
        stream.get_mut().write_all(&request)?;
        let bad =
            |what: &str| std::io::Error::new(std::io::ErrorKind::InvalidData, what.to_string());
        let mut line = String::new();
        if stream.read_line(&mut line)? == 0 {
            return Err(bad("closed before the answer"));
        }
        let status = line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| bad("no status line"))?;
        let (mut length, mut close) = (None, false);
        loop {
            line.clear();
            if stream.read_line(&mut line)? == 0 {
                return Err(bad("closed in the head"));
            }
            let header = line.trim_end();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':') {
                let value = value.trim();
                if name.eq_ignore_ascii_case("content-length") {
                    length = value.parse::<usize>().ok();
                } else if name.eq_ignore_ascii_case("connection") {
                    close = value.eq_ignore_ascii_case("close");
                }
            }
        }
        let length = length.ok_or_else(|| bad("no Content-Length"))?;
        let mut body = vec![0; length];
        stream.read_exact(&mut body)?;
        Ok((status, close))
    }
}

struct Row {
    sent: usize,
    replies: Vec<Duration>,
    refused: usize,
    other: usize,
    wall: Duration,
}

fn load(addr: SocketAddr, body: &'static str, clients: usize, most: usize, time: Duration) -> Row {
    let issued = Arc::new(AtomicUsize::new(0));
    let start = Arc::new(Barrier::new(clients + 1));
    let threads: Vec<_> = (0..clients)
        .map(|_| {
            let (issued, start) = (issued.clone(), start.clone());
            std::thread::Builder::new()
                .stack_size(256 << 10)
                .spawn(move || {
                    let mut client = Client::new(addr, body);
                    let _ = client.connect();
                    let (mut replies, mut refused, mut other) = (Vec::new(), 0, 0);
                    start.wait();
                    let began = Instant::now();
                    while began.elapsed() < time && issued.fetch_add(1, Ordering::Relaxed) < most {
                        let sent = Instant::now();
                        match client.ask() {
                            Outcome::Status(200) => replies.push(sent.elapsed()),
                            Outcome::Status(503) => refused += 1,
                            Outcome::Status(_) | Outcome::Failed => other += 1,
                        }
                    }
                    (replies, refused, other)
                })
                .expect("a client thread")
        })
        .collect();
    start.wait();
    let began = Instant::now();
    let mut row = Row {
        sent: 0,
        replies: Vec::new(),
        refused: 0,
        other: 0,
        wall: Duration::ZERO,
    };
    for thread in threads {
        let (replies, refused, other) = thread.join().expect("a client thread ends");
        row.replies.extend(replies);
        row.refused += refused;
        row.other += other;
    }
    row.wall = began.elapsed();
    row.sent = row.replies.len() + row.refused + row.other;
    row.replies.sort();
    row
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let rank = ((p / 100.0) * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1].as_secs_f64() * 1e3
}

fn env_number(name: &str, default: f64) -> f64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let most = env_number("STUDIO_BENCH_REQUESTS", 30000.0) as usize;
    let time = Duration::from_secs_f64(env_number("STUDIO_BENCH_SECONDS", 5.0));
    let clients: Vec<usize> = match std::env::var("STUDIO_BENCH_CLIENTS") {
        Ok(list) => list
            .split(',')
            .filter_map(|n| n.trim().parse().ok())
            .collect(),
        Err(_) => CLIENTS.to_vec(),
    };
    let engines = std::env::var("STUDIO_BENCH_ENGINES").ok();
    let extra: Vec<String> = std::env::var("STUDIO_BENCH_SERVER_ARGS")
        .map(|a| a.split_whitespace().map(str::to_string).collect())
        .unwrap_or_default();
    let extra_args: Vec<&str> = extra.iter().map(String::as_str).collect();
    let server = LocalStudio::start(
        std::path::Path::new(env!("CARGO_BIN_EXE_attic")),
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")),
        &extra_args,
    )
    .expect("attic serve starts");
    println!(
        "attic serve {} on {}; each row at most {most} requests or {:.0} s",
        extra.join(" "),
        server.addr,
        time.as_secs_f64()
    );
    println!(
        "{:<12} {:>7} {:>8} {:>8} {:>6} {:>6} {:>10} {:>9} {:>9}",
        "engine", "clients", "sent", "replies", "503", "other", "replies/s", "p50 ms", "p99 ms"
    );
    for workload in &WORKLOADS {
        if let Some(only) = &engines {
            if !only.split(',').any(|e| e.trim() == workload.name) {
                continue;
            }
        }
        // Every worker thread loads what it keeps (the interpreted listing) before the rows.
        load(server.addr, workload.body, 8, 200, Duration::from_secs(5));
        for &n in &clients {
            let row = load(server.addr, workload.body, n, most, time);
            println!(
                "{:<12} {:>7} {:>8} {:>8} {:>6} {:>6} {:>10.0} {:>9.2} {:>9.2}",
                workload.name,
                n,
                row.sent,
                row.replies.len(),
                row.refused,
                row.other,
                row.replies.len() as f64 / row.wall.as_secs_f64(),
                percentile(&row.replies, 50.0),
                percentile(&row.replies, 99.0),
            );
        }
    }
}
