//! `attic serve [--addr 127.0.0.1:8080]`: the studio, the course as a local web app (see
//! `studio/`). It binds loopback unless told otherwise and prints the address it listens on.

use std::net::SocketAddr;

use clap::Args;

use super::{CliResult, Failure};
use attic::studio;

#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address to listen on (port 0: any free port). Loopback unless you say otherwise:
    /// the studio runs programs sent to it, so it is not meant for an open network.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// How long a program sent to /api/run may take, in seconds, waiting for a worker included.
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0)]
    pub time_limit: f64,
    /// How long a move, a solution or a page may take, in seconds, waiting included; past it
    /// the work stops where it is and the answer is 503.
    #[arg(long, value_name = "SECONDS", default_value_t = 120.0)]
    pub game_time_limit: f64,
    /// How many programs (runs, translations, course checks) run at once.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub workers: usize,
    /// How many more programs may wait for a worker; past that the answer is 503 with
    /// Retry-After.
    #[arg(long, value_name = "N", default_value_t = 64)]
    pub queue: usize,
    /// How many checkers moves and searches run at once (a pool of their own, so that long
    /// solutions never keep a move waiting).
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub move_workers: usize,
    /// The most moves that may wait for a worker (a bound on memory). Below it a move waits
    /// when the moves ahead of it, at the time moves of their kind took, leave time to answer
    /// it within --game-time-limit; otherwise the answer is 503 with Retry-After.
    #[arg(long, value_name = "N", default_value_t = 4096)]
    pub move_queue: usize,
    /// How many mate solutions (and errata pages) run at once.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub solve_workers: usize,
    /// The most solutions that may wait for a worker; below it a solution is admitted, as a
    /// move is, when it can be answered within --game-time-limit.
    #[arg(long, value_name = "N", default_value_t = 256)]
    pub solve_queue: usize,
    /// Close a connection on which nothing is asked for this long, in seconds: from its
    /// opening or its last answer to the next request's first byte.
    #[arg(long, value_name = "SECONDS", default_value_t = 60.0)]
    pub idle_timeout: f64,
    /// Close a connection whose request head (the request line and headers) takes longer than
    /// this to arrive, in seconds, from its first byte.
    #[arg(long, value_name = "SECONDS", default_value_t = 10.0)]
    pub header_timeout: f64,
    /// Answer 408 and close the connection when a request's body takes longer than this to
    /// arrive, in seconds, from the end of its head.
    #[arg(long, value_name = "SECONDS", default_value_t = 30.0)]
    pub body_timeout: f64,
    /// Also answer requests addressed to NAME (or NAME:PORT), as the Host header and a page's
    /// Origin name it (repeatable). Without it the studio answers only to the address it
    /// listens on (127.0.0.1, localhost and [::1] when that is loopback): requests for any
    /// other name, and requests from other sites' pages, are refused 403, so that no web page
    /// can make a browser use the studio (DNS rebinding, cross-origin requests).
    #[arg(long, value_name = "NAME")]
    pub allow_host: Vec<String>,
    /// The checkers endgame database (`attic checkers endgame build --dir DIR`) whose exact
    /// values the board shows for positions with few enough pieces; read, never written. By
    /// default the user's cache ($XDG_CACHE_HOME/attic/endgame, or ~/.cache/attic/endgame),
    /// if a database is there.
    #[arg(long, value_name = "DIR")]
    pub endgame_db: Option<std::path::PathBuf>,
    /// Internal: run one program request from stdin (JSON) and answer on stdout; the studio
    /// starts itself this way for each program, in a child with capped memory.
    #[arg(long, hide = true)]
    pub run_one: bool,
}

pub fn run(args: &ServeArgs) -> CliResult {
    if args.run_one {
        return Ok(studio::child::run_one()?);
    }
    for (flag, seconds) in [
        ("--time-limit", args.time_limit),
        ("--game-time-limit", args.game_time_limit),
        ("--idle-timeout", args.idle_timeout),
        ("--header-timeout", args.header_timeout),
        ("--body-timeout", args.body_timeout),
    ] {
        if !(seconds > 0.0 && seconds <= 3600.0) {
            return Err(Failure::new(
                Failure::USAGE,
                format!("{flag} must be more than 0 and at most 3600 seconds"),
            ));
        }
    }
    for (flag, workers) in [
        ("--workers", args.workers),
        ("--move-workers", args.move_workers),
        ("--solve-workers", args.solve_workers),
    ] {
        if workers == 0 {
            return Err(Failure::new(
                Failure::USAGE,
                format!("{flag} must be at least 1"),
            ));
        }
    }
    let seconds = std::time::Duration::from_secs_f64;
    let config = studio::Config {
        program_deadline: seconds(args.time_limit),
        game_deadline: seconds(args.game_time_limit),
        timeouts: studio::Timeouts {
            idle: seconds(args.idle_timeout),
            header: seconds(args.header_timeout),
            body: seconds(args.body_timeout),
        },
        allow_hosts: args.allow_host.clone(),
        program_workers: args.workers,
        program_queue: args.queue,
        move_workers: args.move_workers,
        move_queue: args.move_queue,
        solve_workers: args.solve_workers,
        solve_queue: args.solve_queue,
        log: Some(|line| say!("{line}")),
        endgame_db: args
            .endgame_db
            .clone()
            .or_else(attic::checkers::endgame::default_dir),
        ..studio::Config::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure::new(Failure::FAILED, format!("cannot start the server: {e}")))?;
    runtime.block_on(async {
        let listener = tokio::net::TcpListener::bind(args.addr).await.map_err(|e| {
            Failure::new(Failure::USAGE, format!("cannot listen on {}: {e}", args.addr))
        })?;
        let addr = listener.local_addr()?;
        studio::Hosts::new(addr, &args.allow_host)
            .map_err(|why| Failure::new(Failure::USAGE, why))?;
        if !addr.ip().is_loopback() {
            say!("warning: listening on {addr}, not loopback: anyone who reaches it can run programs here");
        }
        super::print(&studio::local::announcement(addr))?;
        studio::serve(listener, config)
            .await
            .map_err(|e| Failure::new(Failure::FAILED, format!("the server stopped: {e}")))
    })
}
