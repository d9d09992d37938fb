//! The studio: `attic serve`, the course as a local web app. A front end like `cli/`: the
//! handlers call the library and format its answers as JSON and HTML; no game or language
//! rule lives here.
//!
//! - `mod.rs`    the configuration, the router, one log line a request, unknown paths 404
//! - `pool.rs`   the bounded pools CPU-bound work runs in (full: 503 with Retry-After): one
//!   for programs from requests (a fixed queue), one for moves, one for solutions and pages
//!   (both admitting by the expected time of the work waiting, against each job's deadline),
//!   so that no kind of work can take the workers another kind waits for
//! - `conn.rs`   connections accepted and served, closed when kept idle or fed slowly
//! - `guard.rs`  requests addressed by a foreign `Host` or `Origin` refused (403)
//! - `sandbox.rs` programs from requests run in a child process with an address-space cap,
//!   killed at their deadline
//! - `child.rs`  the child's side (`attic serve --run-one`): one request in, its answer out
//! - `local.rs` a studio on a loopback port as a child process, for the tests and the load
//!   bench; the address line `attic serve` prints
//! - `job.rs`    one child job (a run, a translation, a course check) through the programs
//!   pool into the sandbox, under the studio's memory cap and deadline
//! - `api.rs`    the JSON API under `/api/` (documented in the README)
//! - `pages.rs`  the pages, assembled from `assets/` (embedded with `include_str!`); the
//!   course page with its exercise texts rendered here from the course's README
//! - `markdown.rs` Markdown to HTML (pulldown-cmark), raw HTML in it shown as text
//!
//! Invariants: the server binds loopback unless told otherwise; it answers only requests
//! addressed to it by its own names, from its own pages or none; no connection is kept past
//! its timeouts unless a request on it is being answered; a request body is at most
//! [`Config::body_limit`] bytes; every program from a request runs in a pool under the
//! studio's step, depth, memory and output limits and a wall-clock deadline, in a child
//! process of its own; no request reads or
//! writes a file (every program and page the studio offers is embedded in the binary); the
//! only network is the listening socket.

use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::StatusCode;
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::Router;

mod api;
pub mod child;
mod conn;
mod guard;
mod job;
pub mod local;
mod markdown;
mod pages;
mod pool;
pub mod sandbox;

pub use conn::Timeouts;
pub use guard::Hosts;
pub use pool::{Pool, PoolError};

/// What the server allows.
#[derive(Debug, Clone)]
pub struct Config {
    /// The largest request body accepted (413 past it).
    pub body_limit: usize,
    /// Programs from requests (`/api/run`, `/api/translate`): workers and waiting places.
    pub program_workers: usize,
    pub program_queue: usize,
    /// Checkers moves and searches (`/api/checkers/*`): workers, and the most that may wait
    /// (a bound on memory: a move is admitted while the work admitted before it leaves time
    /// to answer it by its deadline). A pool of their own, so a long solution never keeps a
    /// move waiting.
    pub move_workers: usize,
    pub move_queue: usize,
    /// Mate solutions (`/api/chess/solve`) and the errata page: workers, and the most that
    /// may wait (admitted by their expected time, as moves are).
    pub solve_workers: usize,
    pub solve_queue: usize,
    /// How long a program from a request may take, waiting included.
    pub program_deadline: Duration,
    /// How long a move, a solution or a page may take.
    pub game_deadline: Duration,
    /// The limits a program from a request runs under.
    pub limits: crate::run::RunLimits,
    /// The heap a program from a request may use, in bytes (its child process's cap).
    pub max_memory: u64,
    /// The `attic` executable that runs a program from a request (`attic serve --run-one`);
    /// `None`: this process's own executable, which is `attic` itself under `attic serve`.
    pub runner: Option<std::path::PathBuf>,
    /// How long a client may keep a connection without using it, or take to send a request.
    pub timeouts: Timeouts,
    /// Names the server answers to besides the address it listens on (`--allow-host`).
    pub allow_hosts: Vec<String>,
    /// Where the line a request goes (method, path, status, milliseconds): the command line
    /// passes stderr; `None` logs nothing. The library itself never prints.
    pub log: Option<fn(&str)>,
    /// The checkers endgame database the board's answers take exact values from (`attic
    /// serve --endgame-db DIR`, by default the user's cache): read on first use, never
    /// written; `None`, or a directory with no database, gives no exact values.
    pub endgame_db: Option<std::path::PathBuf>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            body_limit: 256 * 1024,
            program_workers: 2,
            program_queue: 64,
            move_workers: 2,
            move_queue: 4096,
            solve_workers: 2,
            solve_queue: 256,
            program_deadline: Duration::from_secs(10),
            game_deadline: Duration::from_secs(120),
            limits: crate::run::RunLimits {
                max_steps: 20_000_000,
                max_depth: 10_000,
                max_output: 1 << 20,
                ..crate::run::RunLimits::default()
            },
            max_memory: 192 << 20,
            runner: None,
            timeouts: Timeouts::default(),
            allow_hosts: Vec::new(),
            log: None,
            endgame_db: None,
        }
    }
}

/// What every handler shares.
#[derive(Debug)]
pub struct Studio {
    pub config: Config,
    pub programs: Pool,
    pub moves: Pool,
    pub solves: Pool,
    pub started: Instant,
    /// The endgame database of [`Config::endgame_db`], read on first use.
    pub endgame: std::sync::OnceLock<Option<Arc<crate::checkers::endgame::Database>>>,
}

impl Studio {
    /// The endgame database, read (checked, never written) the first time it is asked for;
    /// `None` when there is none or it cannot be read.
    pub fn endgame(&self) -> Option<Arc<crate::checkers::endgame::Database>> {
        self.endgame
            .get_or_init(|| {
                let dir = self.config.endgame_db.as_ref()?;
                crate::checkers::endgame::Database::read_only(dir)
                    .ok()
                    .map(Arc::new)
            })
            .clone()
    }
}

pub type Shared = Arc<Studio>;

/// The whole application: pages, assets, the API, the 404 for anything else. Every `Host`
/// and `Origin` passes: the check needs the listening address, which [`serve`] knows.
pub fn app(config: Config) -> Router {
    router(config, None)
}

fn router(config: Config, hosts: Option<Hosts>) -> Router {
    let studio = Arc::new(Studio {
        programs: Pool::by_count("programs", config.program_workers, config.program_queue),
        moves: Pool::by_work("moves", config.move_workers, config.move_queue),
        solves: Pool::by_work("solves", config.solve_workers, config.solve_queue),
        config,
        started: Instant::now(),
        endgame: std::sync::OnceLock::new(),
    });
    let body_limit = studio.config.body_limit;
    let body = conn::BodyRules {
        timeout: studio.config.timeouts.body,
        limit: body_limit,
    };
    let mut router = Router::new()
        .merge(pages::routes())
        .nest("/api", api::routes())
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(body_limit))
        .layer(middleware::from_fn_with_state(
            body,
            conn::read_body_in_time,
        ));
    if let Some(hosts) = hosts {
        router = router.layer(middleware::from_fn_with_state(
            Arc::new(hosts),
            guard::admit,
        ));
    }
    router
        .layer(middleware::from_fn_with_state(studio.clone(), log_request))
        .with_state(studio)
}

/// Serves the studio on `listener` until the process ends (or ctrl-c), answering only
/// requests addressed to the listening address or a name of [`Config::allow_hosts`].
pub async fn serve(listener: tokio::net::TcpListener, config: Config) -> std::io::Result<()> {
    let hosts = Hosts::new(listener.local_addr()?, &config.allow_hosts)
        .map_err(|why| std::io::Error::new(std::io::ErrorKind::InvalidInput, why))?;
    let timeouts = config.timeouts;
    let stop = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    conn::accept(listener, router(config, Some(hosts)), timeouts, stop).await
}

async fn not_found(request: Request) -> Response {
    (
        StatusCode::NOT_FOUND,
        format!("404: nothing at {}\n", request.uri().path()),
    )
        .into_response()
}

/// One line a request to the configured log: method, path, status, milliseconds.
async fn log_request(State(studio): State<Shared>, request: Request, next: Next) -> Response {
    let Some(log) = studio.config.log else {
        return next.run(request).await;
    };
    let started = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_string();
    let response = next.run(request).await;
    log(&format!(
        "{method} {path} {} {:.1} ms",
        response.status().as_u16(),
        started.elapsed().as_secs_f64() * 1e3
    ));
    response
}
