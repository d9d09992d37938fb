//! What the studio's tests share: the server started on an ephemeral loopback port, and a
//! small HTTP/1.1 client over a TcpStream (one request a connection).

#![allow(dead_code)]

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

use attic::studio::local::LocalStudio;

/// `attic serve` on 127.0.0.1:0 (the library's [`LocalStudio`]); killed when dropped.
pub struct Server(LocalStudio);

impl std::ops::Deref for Server {
    type Target = LocalStudio;
    fn deref(&self) -> &LocalStudio {
        &self.0
    }
}

impl Server {
    pub fn start(extra: &[&str]) -> Server {
        let dir = std::path::Path::new(crate::support::ROOT);
        let binary = std::path::Path::new(crate::support::ATTIC);
        Server(LocalStudio::start(binary, dir, extra).expect("attic serve starts"))
    }

    pub fn get(&self, path: &str) -> Response {
        request(self.addr, "GET", path, None)
    }

    pub fn post(&self, path: &str, body: &str) -> Response {
        request(self.addr, "POST", path, Some(body))
    }

    /// The server's resident memory, from /proc.
    pub fn rss_bytes(&self) -> u64 {
        status_field(self.child.id(), "VmRSS:").unwrap_or(0) * 1024
    }

    /// The resident memory of the server and the runs it started (its child processes).
    pub fn tree_rss_bytes(&self) -> u64 {
        let me = u64::from(self.child.id());
        let mut total = self.rss_bytes();
        for entry in std::fs::read_dir("/proc").expect("/proc").flatten() {
            let Some(pid) = entry
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<u32>().ok())
            else {
                continue;
            };
            if status_field(pid, "PPid:") == Some(me) {
                total += status_field(pid, "VmRSS:").unwrap_or(0) * 1024;
            }
        }
        total
    }
}

/// A number from /proc/PID/status (kB for sizes); None once the process is gone.
fn status_field(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix(field))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

#[derive(Debug)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Response {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// The body as JSON, or a panic that shows it.
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {} {}", self.status, self.body))
    }
}

pub fn request(addr: SocketAddr, method: &str, path: &str, body: Option<&str>) -> Response {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream
        .set_read_timeout(Some(Duration::from_secs(120)))
        .expect("timeout");
    let body = body.unwrap_or("");
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).expect("write");
    stream.write_all(body.as_bytes()).expect("write");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).expect("read");
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").expect("a response head");
    let mut lines = head.lines();
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .expect("a status line");
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
        .collect();
    let chunked = headers
        .iter()
        .any(|(k, v)| k.eq_ignore_ascii_case("transfer-encoding") && v.contains("chunked"));
    let body = if chunked {
        dechunk(body)
    } else {
        body.to_string()
    };
    Response {
        status,
        headers,
        body,
    }
}

fn dechunk(mut rest: &str) -> String {
    let mut out = String::new();
    while let Some((size, tail)) = rest.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if n == 0 {
            break;
        }
        out.push_str(&tail[..n]);
        rest = &tail[n + 2..];
    }
    out
}
