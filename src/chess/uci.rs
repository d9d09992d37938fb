//! The UCI protocol (Universal Chess Interface), the text a GUI such as Arena or Cute Chess
//! sends on the engine's standard input, and the engine's answers. This is the only module of
//! the engine that reads or writes text; the search reports through [`Info`] structures.
//!
//! Commands: `uci`, `isready`, `ucinewgame`, `position startpos|fen FEN [moves M…]`, `go`
//! with `depth`, `nodes`, `movetime`, `wtime`, `btime`, `winc`, `binc`, `movestogo`,
//! `infinite`, `mate`, then `stop`, `quit`, `setoption name N [value V]` for `Hash`,
//! `OwnBook`, `BookFile`, `MultiPV`, `UseTablebases` and `TablebasePath` (the endgame
//! tables of up to four men, probed in the tree and played from at the root) and one `check` option a technique of the search
//! (`UseAlphaBeta`, `UseTT`, `UseNullMove`, …, all true by default: [`Technique`]), and
//! `debug on|off` (accepted, nothing changes).
//!
//! The search runs on its own thread, so `stop`, `isready`, `position` and `quit` are
//! answered while it thinks; `go`, `setoption` and `ucinewgame` wait for a finite search to
//! end and are refused during an infinite one. A line the engine cannot use (an unknown command, a bad number, an illegal move in
//! `position`) is ignored and an `info string` says why; after a bad `position` the position
//! stays what it was. With `go infinite` the `bestmove` waits for `stop`, as UCI says. A
//! search that failed (it should never) still answers with a legal `bestmove`.

use std::io::{BufRead, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

use super::book::Book;
use super::game::Game;
use super::position::Position;
use super::search::{
    Clock, Info, Score, SearchLimits, SearchResult, Searcher, Technique, Techniques,
};
use super::tablebase::{self, Tablebase};
use super::types::Color;

pub const ENGINE_NAME: &str = "attic";
const DEFAULT_HASH_MB: usize = 16;
const MAX_HASH_MB: usize = 1024;
const MAX_MULTIPV: usize = 32;
/// `BookFile`'s default: the book shipped in `programs/chess/`, built into the binary.
pub const BUILT_IN_BOOK: &str = "<built-in>";

/// Where the engine's lines go, shared with the search thread.
type Out = Arc<Mutex<Box<dyn Write + Send>>>;

fn send(out: &Out, line: &str) {
    // A closed output (the GUI went away) is not the engine's failure: nothing to do.
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{line}");
        let _ = w.flush();
    }
}

enum Worker {
    Idle(Box<Searcher>),
    Busy {
        handle: JoinHandle<Box<Searcher>>,
        stop: Arc<AtomicBool>,
        infinite: bool,
    },
}

/// The engine's state between commands.
pub struct Engine {
    out: Out,
    worker: Option<Worker>,
    game: Game,
    hash_mb: usize,
    multipv: usize,
    own_book: bool,
    book_file: String,
    book: Option<Arc<Book>>,
    built_in_book: Option<Arc<Book>>,
    random: u64,
    techniques: Techniques,
    use_tablebases: bool,
    tablebase_path: String,
    tablebase: Option<Arc<Tablebase>>,
}

impl Engine {
    /// An engine writing to `out`; `built_in_book` is the book `BookFile <built-in>` names.
    pub fn new(out: Box<dyn Write + Send>, built_in_book: Option<Book>) -> Engine {
        let built_in_book = built_in_book.map(Arc::new);
        Engine {
            out: Arc::new(Mutex::new(out)),
            worker: Some(Worker::Idle(Box::new(Searcher::new(DEFAULT_HASH_MB)))),
            game: Game::new(Position::initial()),
            hash_mb: DEFAULT_HASH_MB,
            multipv: 1,
            own_book: false,
            book_file: BUILT_IN_BOOK.to_string(),
            book: built_in_book.clone(),
            built_in_book,
            random: std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0x1234_5678, |d| d.as_nanos() as u64)
                | 1,
            techniques: Techniques::default(),
            use_tablebases: false,
            tablebase_path: String::new(),
            tablebase: None,
        }
    }

    fn say(&self, line: &str) {
        send(&self.out, line);
    }

    /// `info string` and the text, its control characters (from the input) escaped.
    fn info_string(&self, text: &str) {
        self.say(&format!(
            "info string {}",
            crate::diagnostic::escape_controls(text)
        ));
    }

    fn searching(&self) -> bool {
        matches!(self.worker, Some(Worker::Busy { .. }))
    }

    /// Waits for a running search (raising its stop flag first when `stop`) and takes the
    /// searcher back.
    fn join(&mut self, stop: bool) -> &mut Searcher {
        let worker = match self.worker.take() {
            Some(Worker::Busy {
                handle, stop: flag, ..
            }) => {
                if stop {
                    flag.store(true, Ordering::Relaxed);
                }
                match handle.join() {
                    Ok(searcher) => searcher,
                    Err(_) => {
                        self.info_string("the search thread failed; starting afresh");
                        Box::new(Searcher::new(self.hash_mb))
                    }
                }
            }
            Some(Worker::Idle(searcher)) => searcher,
            None => Box::new(Searcher::new(self.hash_mb)),
        };
        let worker = self.worker.insert(Worker::Idle(worker));
        match worker {
            Worker::Idle(s) => s,
            Worker::Busy { .. } => unreachable!("just made idle"),
        }
    }

    /// Handles one line; `false` after `quit`.
    pub fn handle(&mut self, line: &str) -> bool {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some(&command) = tokens.first() else {
            return true;
        };
        let args = &tokens[1..];
        match command {
            "uci" => self.uci(),
            "isready" => self.say("readyok"),
            "debug" => {}
            "ucinewgame" => {
                if self.refuse_while_searching("ucinewgame") {
                    return true;
                }
                self.join(false).clear();
                self.game = Game::new(Position::initial());
            }
            "position" => self.position(args),
            "go" => self.go(args),
            "stop" => {
                if self.searching() {
                    self.join(true);
                }
            }
            "ponderhit" => self.info_string("pondering is not supported: 'ponderhit' ignored"),
            "setoption" => {
                if !self.refuse_while_searching("setoption") {
                    self.setoption(args);
                }
            }
            "quit" => {
                self.join(true);
                return false;
            }
            _ => self.info_string(&format!("unknown command '{}' ignored", clip(command))),
        }
        true
    }

    /// The input has ended: a finite search may finish, an infinite one is stopped.
    pub fn finish(&mut self) {
        let infinite = matches!(self.worker, Some(Worker::Busy { infinite: true, .. }));
        self.join(infinite);
    }

    /// Commands that need the searcher wait for a finite search to end (so a script may send
    /// `go depth 3` twice in a row); during an infinite one, which only `stop` ends, they are
    /// refused with a reason. `true` when refused.
    fn refuse_while_searching(&mut self, what: &str) -> bool {
        match self.worker {
            Some(Worker::Busy { infinite: true, .. }) => {
                self.info_string(&format!(
                    "'{what}' ignored: an infinite search is running (send stop first)"
                ));
                true
            }
            Some(Worker::Busy { .. }) => {
                self.join(false);
                false
            }
            _ => false,
        }
    }

    fn uci(&self) {
        self.say(&format!(
            "id name {ENGINE_NAME} {}",
            env!("CARGO_PKG_VERSION")
        ));
        self.say("id author the attic project");
        self.say(&format!(
            "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"
        ));
        self.say("option name OwnBook type check default false");
        self.say(&format!(
            "option name BookFile type string default {BUILT_IN_BOOK}"
        ));
        self.say(&format!(
            "option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"
        ));
        self.say("option name UseTablebases type check default false");
        self.say("option name TablebasePath type string default <cache>");
        for t in Technique::ALL {
            self.say(&format!(
                "option name {} type check default true",
                t.option_name()
            ));
        }
        self.say("uciok");
    }

    fn setoption(&mut self, args: &[&str]) {
        // setoption name <words> [value <words>]
        let Some(("name", rest)) = args.split_first().map(|(a, r)| (*a, r)) else {
            self.info_string("setoption needs 'name': setoption name NAME [value VALUE]");
            return;
        };
        let value_at = rest.iter().position(|t| t.eq_ignore_ascii_case("value"));
        let name = rest[..value_at.unwrap_or(rest.len())].join(" ");
        let value = value_at
            .map(|i| rest[i + 1..].join(" "))
            .unwrap_or_default();
        match name.to_ascii_lowercase().as_str() {
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=MAX_HASH_MB).contains(&mb) => {
                    self.hash_mb = mb;
                    self.join(false).resize(mb);
                }
                _ => self.info_string(&format!(
                    "Hash must be a whole number of megabytes from 1 to {MAX_HASH_MB}, not '{}'",
                    clip(&value)
                )),
            },
            "multipv" => match value.parse::<usize>() {
                Ok(n) if (1..=MAX_MULTIPV).contains(&n) => self.multipv = n,
                _ => self.info_string(&format!(
                    "MultiPV must be a whole number from 1 to {MAX_MULTIPV}, not '{}'",
                    clip(&value)
                )),
            },
            "ownbook" => match value.to_ascii_lowercase().as_str() {
                "true" => self.own_book = true,
                "false" => self.own_book = false,
                _ => self.info_string(&format!("OwnBook is true or false, not '{}'", clip(&value))),
            },
            "bookfile" => self.set_book_file(&value),
            "usetablebases" => match value.to_ascii_lowercase().as_str() {
                "true" => {
                    self.use_tablebases = true;
                    self.load_tablebases();
                }
                "false" => self.use_tablebases = false,
                _ => self.info_string(&format!(
                    "UseTablebases is true or false, not '{}'",
                    clip(&value)
                )),
            },
            "tablebasepath" => {
                self.tablebase_path = if value == "<cache>" {
                    String::new()
                } else {
                    value
                };
                self.tablebase = None;
                if self.use_tablebases {
                    self.load_tablebases();
                }
            }
            "" => self.info_string("setoption needs an option name"),
            _ => match Technique::parse(&name)
                .filter(|t| t.option_name().eq_ignore_ascii_case(&name))
            {
                Some(t) => match value.to_ascii_lowercase().as_str() {
                    "true" => self.techniques.set(t, true),
                    "false" => self.techniques.set(t, false),
                    _ => self.info_string(&format!(
                        "{} is true or false, not '{}'",
                        t.option_name(),
                        clip(&value)
                    )),
                },
                None => self.info_string(&format!("no option '{}': ignored", clip(&name))),
            },
        }
    }

    /// Reads every sound table file in `TablebasePath` (the user's cache when unset); files
    /// that are missing are left out, unusable ones named. Nothing is built here: `attic
    /// chess tablebase build` builds them.
    fn load_tablebases(&mut self) {
        let dir = if self.tablebase_path.is_empty() {
            match tablebase::file::default_dir() {
                Some(d) => d,
                None => return self.info_string("no cache directory for the tablebases"),
            }
        } else {
            std::path::PathBuf::from(&self.tablebase_path)
        };
        let (tb, problems) = tablebase::file::load_dir(&dir, tablebase::probe::MAX_MEN);
        for p in problems {
            self.info_string(&format!("{p}: left out"));
        }
        self.info_string(&format!(
            "tablebases: {} endings from {}",
            tb.tables().len(),
            dir.display()
        ));
        self.tablebase = Some(Arc::new(tb));
    }

    fn set_book_file(&mut self, path: &str) {
        if path.is_empty() || path == BUILT_IN_BOOK {
            self.book_file = BUILT_IN_BOOK.to_string();
            self.book = self.built_in_book.clone();
            return;
        }
        // Only a regular file is opened: opening a FIFO no one writes would wait for good,
        // and a device (/dev/zero) never ends.
        match std::fs::metadata(path) {
            Ok(meta) if !meta.is_file() => {
                return self.info_string(&format!(
                    "BookFile {}: not a regular file (a directory, a pipe or a device); the \
                     book stays {}",
                    clip(path),
                    self.book_file
                ));
            }
            _ => {}
        }
        match crate::bounded::read_file(std::path::Path::new(path)) {
            Ok(bytes) => match Book::from_bytes(&bytes) {
                Ok(book) => {
                    self.info_string(&format!(
                        "book {} loaded: {} entries",
                        clip(path),
                        book.len()
                    ));
                    self.book_file = path.to_string();
                    self.book = Some(Arc::new(book));
                }
                Err(e) => self.info_string(&format!(
                    "BookFile {}: {e}; the book stays {}",
                    clip(path),
                    self.book_file
                )),
            },
            Err(e) => self.info_string(&format!(
                "BookFile {}: cannot read it ({e}); the book stays {}",
                clip(path),
                self.book_file
            )),
        }
    }

    fn position(&mut self, args: &[&str]) {
        match parse_position(args) {
            Ok(game) => self.game = game,
            Err(e) => self.info_string(&format!("{e}; the position is unchanged")),
        }
    }

    fn go(&mut self, args: &[&str]) {
        if self.refuse_while_searching("go") {
            return;
        }
        let (limits, infinite) = match parse_go(args, self.game.current().side_to_move()) {
            Ok(parsed) => parsed,
            Err(e) => {
                self.info_string(&format!("{e}: 'go' ignored"));
                return;
            }
        };
        let pos = *self.game.current();
        if self.own_book && !infinite && limits.mate.is_none() {
            self.random ^= self.random << 13;
            self.random ^= self.random >> 7;
            self.random ^= self.random << 17;
            if let Some(mv) = self.book.as_ref().and_then(|b| b.pick(&pos, self.random)) {
                self.info_string(&format!("book move {}", mv.to_uci()));
                self.say(&format!("bestmove {}", mv.to_uci()));
                return;
            }
        }
        let history = self.game.history_keys();
        let multipv = self.multipv;
        let out = Arc::clone(&self.out);
        let mut searcher = match self.worker.take() {
            Some(Worker::Idle(s)) => s,
            _ => Box::new(Searcher::new(self.hash_mb)),
        };
        searcher.set_techniques(self.techniques);
        searcher.set_tablebase(self.tablebase.clone().filter(|_| self.use_tablebases));
        let stop = searcher.stop_flag();
        stop.store(false, Ordering::Relaxed);
        let thread_stop = Arc::clone(&stop);
        let spawned = crate::stack::spawn("search", 64 << 20, move || {
            let run = catch_unwind(AssertUnwindSafe(|| {
                searcher.search(&pos, &history, &limits, multipv, &mut |info| {
                    send(&out, &format_info(info))
                })
            }));
            let result = run.unwrap_or_else(|_| {
                send(&out, "info string the search failed; playing a legal move");
                searcher.clear();
                fallback(&pos)
            });
            if infinite {
                // UCI: after `go infinite` the best move waits for `stop`.
                while !thread_stop.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            send(&out, &format_bestmove(&result));
            searcher
        });
        match spawned {
            Ok(handle) => {
                self.worker = Some(Worker::Busy {
                    handle,
                    stop,
                    infinite,
                })
            }
            Err(e) => {
                self.info_string(&format!("cannot start the search thread: {e}"));
                self.say(&format_bestmove(&fallback(&pos)));
            }
        }
    }
}

/// A legal move without searching, for when the search could not run.
fn fallback(pos: &Position) -> SearchResult {
    SearchResult {
        best: pos.legal_moves().first().copied(),
        ponder: None,
        score: Score::Cp(0),
        depth: 0,
        nodes: 0,
        time: Duration::ZERO,
    }
}

/// At most 40 characters of a user's text, for messages.
fn clip(text: &str) -> String {
    let mut s: String = text.chars().take(40).collect();
    if s.len() < text.len() {
        s.push('…');
    }
    s
}

/// `position startpos|fen FEN [moves M…]` into a game.
pub fn parse_position(args: &[&str]) -> Result<Game, String> {
    let moves_at = args.iter().position(|&t| t == "moves");
    let (setup, moves) = match moves_at {
        Some(i) => (&args[..i], &args[i + 1..]),
        None => (args, &[][..]),
    };
    let start = match setup.split_first() {
        Some((&"startpos", [])) => Position::initial(),
        Some((&"startpos", extra)) => {
            return Err(format!(
                "unexpected '{}' after 'position startpos'",
                clip(extra[0])
            ))
        }
        Some((&"fen", fields)) => {
            let fen = fields.join(" ");
            Position::from_fen(&fen).map_err(|e| format!("bad FEN '{}': {e}", clip(&fen)))?
        }
        Some((other, _)) => {
            return Err(format!(
                "'position' needs startpos or fen, not '{}'",
                clip(other)
            ))
        }
        None => return Err("'position' needs startpos or fen".into()),
    };
    let mut game = Game::new(start);
    for (i, text) in moves.iter().enumerate() {
        let mv = game
            .current()
            .parse_uci(text)
            .map_err(|e| format!("move {} of 'position': {e}", i + 1))?;
        game.play(mv);
    }
    Ok(game)
}

/// The arguments of `go` for the side to move: the limits, and whether it is infinite.
pub fn parse_go(args: &[&str], side: Color) -> Result<(SearchLimits, bool), String> {
    let mut limits = SearchLimits::default();
    let mut infinite = false;
    let mut clock = [Clock::default(), Clock::default()];
    let mut has_time = [false; 2];
    let mut moves_to_go = None;
    let mut i = 0;
    while i < args.len() {
        let word = args[i];
        let number = |i: usize| -> Result<i64, String> {
            let text = args
                .get(i + 1)
                .ok_or_else(|| format!("'{word}' needs a number"))?;
            text.parse::<i64>()
                .map_err(|_| format!("'{word}' needs a whole number, not '{}'", clip(text)))
        };
        let millis = |n: i64| Duration::from_millis(n.max(0) as u64);
        let positive = |n: i64, what: &str| -> Result<u64, String> {
            if n < 1 {
                Err(format!("'{what}' must be at least 1, not {n}"))
            } else {
                Ok(n as u64)
            }
        };
        match word {
            "infinite" => infinite = true,
            "ponder" => {}
            "searchmoves" => {
                return Err("'searchmoves' is not supported".into());
            }
            "depth" | "nodes" | "movetime" | "mate" | "wtime" | "btime" | "winc" | "binc"
            | "movestogo" => {
                let n = number(i)?;
                match word {
                    "depth" => limits.depth = Some(positive(n, word)?.min(u32::MAX as u64) as u32),
                    "nodes" => limits.nodes = Some(positive(n, word)?),
                    "movetime" => limits.movetime = Some(millis(n)),
                    "mate" => limits.mate = Some(positive(n, word)?.min(100) as u32),
                    "wtime" => {
                        clock[0].time = millis(n);
                        has_time[0] = true;
                    }
                    "btime" => {
                        clock[1].time = millis(n);
                        has_time[1] = true;
                    }
                    "winc" => clock[0].increment = millis(n),
                    "binc" => clock[1].increment = millis(n),
                    _ => moves_to_go = Some(positive(n, word)?.min(1000) as u32),
                }
                i += 1;
            }
            other => return Err(format!("unknown 'go' parameter '{}'", clip(other))),
        }
        i += 1;
    }
    if has_time[side.index()] && !infinite {
        let mut c = clock[side.index()];
        c.moves_to_go = moves_to_go;
        limits.clock = Some(c);
    }
    // A bare `go` (or one with only the other side's clock) searches until `stop`.
    let unlimited = limits.depth.is_none()
        && limits.nodes.is_none()
        && limits.movetime.is_none()
        && limits.clock.is_none()
        && limits.mate.is_none();
    if infinite {
        limits = SearchLimits::default();
    }
    Ok((limits, infinite || unlimited))
}

pub fn format_score(score: Score) -> String {
    match score {
        Score::Cp(cp) => format!("cp {cp}"),
        Score::Mate(n) => format!("mate {n}"),
    }
}

pub fn format_info(info: &Info) -> String {
    let ms = info.time.as_millis() as u64;
    let nps = info.nodes * 1000 / ms.max(1);
    let pv: Vec<String> = info.pv.iter().map(|m| m.to_uci()).collect();
    format!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {nps} time {ms} hashfull {}{} pv {}",
        info.depth,
        info.seldepth.max(info.depth),
        info.multipv,
        format_score(info.score),
        info.nodes,
        info.hashfull,
        if info.tbhits > 0 { format!(" tbhits {}", info.tbhits) } else { String::new() },
        pv.join(" ")
    )
}

pub fn format_bestmove(result: &SearchResult) -> String {
    match (result.best, result.ponder) {
        (Some(best), Some(ponder)) => {
            format!("bestmove {} ponder {}", best.to_uci(), ponder.to_uci())
        }
        (Some(best), None) => format!("bestmove {}", best.to_uci()),
        // UCI's null move: there is no legal move.
        (None, _) => "bestmove 0000".to_string(),
    }
}

/// Runs the protocol until `quit` or the end of the input. A line longer than
/// [`crate::bounded::MAX_LINE_BYTES`] (a stream that never ends one) ends the session with an
/// `info string` and that error, read no further.
pub fn run(
    mut input: impl BufRead,
    output: Box<dyn Write + Send>,
    built_in_book: Option<Book>,
) -> std::io::Result<()> {
    let mut engine = Engine::new(output, built_in_book);
    loop {
        let bytes = match crate::bounded::read_line(&mut input, crate::bounded::MAX_LINE_BYTES) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => break,
            Err(e) if crate::bounded::is_too_long(&e) => {
                engine.info_string(&format!("error: {e}; the session ends"));
                engine.finish();
                return Err(e);
            }
            Err(_) => break,
        };
        // Bytes that are not UTF-8 are a malformed line like any other, not an end.
        let text = String::from_utf8_lossy(&bytes);
        if !engine.handle(&text) {
            return Ok(());
        }
    }
    engine.finish();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_parameters() {
        let (l, inf) = parse_go(
            &[
                "wtime",
                "1000",
                "btime",
                "2000",
                "winc",
                "10",
                "movestogo",
                "5",
            ],
            Color::Black,
        )
        .unwrap();
        assert!(!inf);
        let clock = l.clock.unwrap();
        assert_eq!(clock.time, Duration::from_millis(2000));
        assert_eq!(clock.increment, Duration::ZERO);
        assert_eq!(clock.moves_to_go, Some(5));
        assert!(parse_go(&["depth"], Color::White).is_err());
        assert!(parse_go(&["depth", "x"], Color::White).is_err());
        assert!(parse_go(&["depth", "0"], Color::White).is_err());
        assert!(parse_go(&["sideways"], Color::White).is_err());
        let (l, _) = parse_go(&["wtime", "-50"], Color::White).unwrap();
        assert_eq!(l.clock.unwrap().time, Duration::ZERO);
    }

    #[test]
    fn positions() {
        let g = parse_position(&["startpos", "moves", "e2e4", "e7e5"]).unwrap();
        assert_eq!(g.moves().len(), 2);
        assert!(parse_position(&["startpos", "moves", "e2e5"]).is_err());
        assert!(parse_position(&["fen", "8/8/8"]).is_err());
        let g = parse_position(&["fen", "4k3/8/8/8/8/8/4P3/4K3", "w", "-", "-", "0", "1"]).unwrap();
        assert_eq!(g.current().to_fen(), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        assert!(parse_position(&[]).is_err());
    }
}
