//! Replicas behind a load balancer (gated: it needs nginx, a test client): two `attic serve`
//! and nginx on loopback ports, nginx run as the test's own user with a configuration of its
//! own in a scratch folder, balancing round-robin as `docs/deploy.md` says. A game is played
//! through nginx, each request carrying the game so far; consecutive moves are answered by
//! different replicas (nginx names the one in a header), and the game is the same as one
//! played against a single replica, so no replica keeps a game between requests.

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::support::{clients, scratch, studio};
use serde_json::{json, Value};

/// nginx in the foreground, killed when dropped.
struct Nginx(Child);

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A loopback port free a moment ago (nginx binds it itself).
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

fn config(dir: &std::path::Path, port: u16, replicas: &[SocketAddr]) -> String {
    let d = dir.display();
    let servers: String = replicas
        .iter()
        .map(|r| format!("        server {r};\n"))
        .collect();
    format!(
        "daemon off;\nmaster_process off;\nworker_processes 1;\npid {d}/nginx.pid;\n\
         error_log {d}/error.log warn;\nevents {{ worker_connections 256; }}\n\
         http {{\n    access_log off;\n    client_body_temp_path {d}/body;\n\
         proxy_temp_path {d}/proxy;\n    fastcgi_temp_path {d}/fastcgi;\n\
         uwsgi_temp_path {d}/uwsgi;\n    scgi_temp_path {d}/scgi;\n\
         upstream attic {{\n{servers}        keepalive 32;\n    }}\n\
         server {{\n        listen 127.0.0.1:{port};\n        location / {{\n\
         proxy_pass http://attic;\n            proxy_http_version 1.1;\n\
         proxy_set_header Connection \"\";\n            proxy_set_header Host $http_host;\n\
         proxy_next_upstream error timeout http_503;\n\
         add_header X-Attic-Replica $upstream_addr always;\n        }}\n    }}\n}}\n"
    )
}

fn start_nginx(dir: &std::path::Path, port: u16, replicas: &[SocketAddr]) -> Nginx {
    let conf = dir.join("nginx.conf");
    std::fs::write(&conf, config(dir, port, replicas)).expect("the nginx configuration");
    let child = Command::new(clients::program("nginx"))
        .arg("-p")
        .arg(dir)
        .arg("-e")
        .arg(dir.join("error.log"))
        .arg("-c")
        .arg(&conf)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("nginx starts");
    let nginx = Nginx(child);
    let by = Instant::now() + Duration::from_secs(10);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(
            Instant::now() < by,
            "nginx did not listen on {port}: {}",
            std::fs::read_to_string(dir.join("error.log")).unwrap_or_default()
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    nginx
}

/// The program's reply to the first move offered, after `history`.
fn turn(addr: SocketAddr, history: &[String], offered: &str) -> studio::Response {
    let body = json!({
        "history": history,
        "move": offered,
        "reply": true,
        "engine": "translated",
        "depth": 3,
    });
    studio::request(addr, "POST", "/api/checkers/move", Some(&body.to_string()))
}

#[test]
#[ignore = "needs nginx (a test client): scripts/install-test-clients"]
fn a_game_alternates_between_two_replicas_behind_nginx() {
    clients::program("nginx");
    let dir = scratch("replicas");
    let port = free_port();
    let front = format!("127.0.0.1:{port}");
    let replicas = [
        studio::Server::start(&["--allow-host", &front]),
        studio::Server::start(&["--allow-host", &front]),
    ];
    let addrs: Vec<SocketAddr> = replicas.iter().map(|r| r.addr).collect();
    let _nginx = start_nginx(&dir, port, &addrs);
    let nginx: SocketAddr = front.parse().expect("an address");

    let (mut history, mut offered): (Vec<String>, String) = (Vec::new(), "11-15".into());
    let mut answered_by = Vec::new();
    let mut boards = Vec::new();
    for number in 1..=8 {
        let reply = turn(nginx, &history, &offered);
        assert_eq!(reply.status, 200, "turn {number}: {}", reply.body);
        let replica = reply
            .header("x-attic-replica")
            .unwrap_or_else(|| panic!("turn {number}: nginx named no replica"))
            .to_string();
        answered_by.push(replica);
        let answer: Value = reply.json();
        history = answer["history"]
            .as_array()
            .expect("a history")
            .iter()
            .map(|m| m.as_str().expect("a move").to_string())
            .collect();
        assert_eq!(history.len(), 2 * number, "turn {number}: {answer}");
        boards.push(answer["board"]["fen"].clone());
        if answer["over"] != Value::Null {
            break;
        }
        offered = answer["moves"][0]["name"]
            .as_str()
            .expect("a move offered")
            .to_string();
    }
    for pair in answered_by.windows(2) {
        assert_ne!(
            pair[0], pair[1],
            "two moves in a row by one replica: {answered_by:?}"
        );
    }
    for r in &addrs {
        assert!(
            answered_by.contains(&r.to_string()),
            "{r} answered none of {answered_by:?}"
        );
    }
    // The same game against one replica alone ends in the same position: each answer came
    // from the request, not from what a replica remembered.
    let mut alone = Vec::new();
    let mut replayed: Vec<String> = Vec::new();
    for pair in history.chunks(2) {
        let answer = turn(addrs[0], &replayed, &pair[0]).json();
        replayed = answer["history"]
            .as_array()
            .expect("a history")
            .iter()
            .map(|m| m.as_str().expect("a move").to_string())
            .collect();
        alone.push(answer["board"]["fen"].clone());
    }
    assert_eq!(replayed, history);
    assert_eq!(alone, boards);
}
