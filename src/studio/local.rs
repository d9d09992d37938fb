//! A studio on a loopback port, started as a child process of a given `attic` binary: what the
//! studio's tests and its load bench share. `attic serve` announces its address in one line
//! ([`announcement`]); the line is written and read back here, so its form lives in one place.
//!
//! A child process rather than a server on a thread: the studio runs programs by starting its
//! own binary again (`attic serve --run-one`), which from a test or bench binary would be the
//! wrong program.

use std::io::{self, BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};

const PREFIX: &str = "attic studio: http://";

/// The line `attic serve` prints first, once it listens on `addr`.
pub fn announcement(addr: SocketAddr) -> String {
    format!("{PREFIX}{addr}/\n")
}

/// The address in a line that [`announcement`] wrote; `None` for any other line.
pub fn announced(line: &str) -> Option<SocketAddr> {
    line.trim()
        .strip_prefix(PREFIX)?
        .strip_suffix('/')?
        .parse()
        .ok()
}

/// `attic serve --addr 127.0.0.1:0` running as a child, killed and reaped when dropped.
pub struct LocalStudio {
    /// Where it listens.
    pub addr: SocketAddr,
    /// The server process (for its pid and resident memory).
    pub child: Child,
    /// What the server wrote on stderr (one line a request), gathered as it comes.
    log: Arc<Mutex<String>>,
}

impl LocalStudio {
    /// Starts `binary serve --addr 127.0.0.1:0 EXTRA...` in `dir` and waits for its
    /// announcement; an error when it cannot start or says something else first.
    pub fn start(binary: &Path, dir: &Path, extra: &[&str]) -> io::Result<LocalStudio> {
        let mut child = Command::new(binary)
            .current_dir(dir)
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        let mut line = String::new();
        let read = child
            .stdout
            .take()
            .map(|out| BufReader::new(out).read_line(&mut line));
        let Some(addr) = announced(&line) else {
            let _ = child.kill();
            let _ = child.wait();
            let why = match read {
                Some(Err(e)) => format!("cannot read its first line: {e}"),
                _ => format!("its first line is {line:?}, not its address"),
            };
            return Err(io::Error::other(format!(
                "attic serve did not start: {why}"
            )));
        };
        let log = Arc::new(Mutex::new(String::new()));
        if let Some(stderr) = child.stderr.take() {
            let sink = log.clone();
            // Drained as it comes, so that a busy server never blocks on a full pipe.
            std::thread::spawn(move || {
                let mut stderr = BufReader::new(stderr);
                let mut line = String::new();
                while matches!(stderr.read_line(&mut line), Ok(n) if n > 0) {
                    if let Ok(mut log) = sink.lock() {
                        log.push_str(&line);
                    }
                    line.clear();
                }
            });
        }
        Ok(LocalStudio { addr, child, log })
    }

    /// What the server has logged so far.
    pub fn log(&self) -> String {
        self.log.lock().map(|l| l.clone()).unwrap_or_default()
    }

    /// `http://ADDR`.
    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

impl Drop for LocalStudio {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
