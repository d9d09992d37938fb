//! The studio's requests, through the same router `attic serve` runs: the first line is
//! `METHOD PATH`, the rest the body (sent as JSON). Nothing a request holds makes the server
//! panic or answer 500. Programs from requests run in the child the server would start
//! (`ATTIC_BIN serve --run-one`, the `attic` binary `fuzz/run` builds), under short deadlines.
#![no_main]
use std::sync::OnceLock;
use std::time::Duration;

use attic::studio::{app, Config};
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use axum::Router;
use libfuzzer_sys::fuzz_target;
use tower::ServiceExt;

struct Server {
    runtime: tokio::runtime::Runtime,
    router: Router,
}

fn server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(|| {
        let runner = std::env::var_os("ATTIC_BIN").expect(
            "ATTIC_BIN: the attic binary that runs programs from requests (fuzz/run sets it)",
        );
        let config = Config {
            program_deadline: Duration::from_secs(2),
            game_deadline: Duration::from_secs(2),
            runner: Some(runner.into()),
            ..Config::default()
        };
        Server {
            runtime: tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("a runtime"),
            router: app(config),
        }
    })
}

fuzz_target!(|data: &[u8]| {
    let (head, body) = match data.iter().position(|&b| b == b'\n') {
        Some(i) => (&data[..i], &data[i + 1..]),
        None => (data, &[][..]),
    };
    let Ok(head) = std::str::from_utf8(head) else {
        return;
    };
    let (method, path) = head.split_once(' ').unwrap_or(("GET", head));
    let Ok(method) = Method::from_bytes(method.as_bytes()) else {
        return;
    };
    let Ok(request) = Request::builder()
        .method(method)
        .uri(path)
        .header("content-type", "application/json")
        .body(Body::from(body.to_vec()))
    else {
        return;
    };
    let server = server();
    let (status, text) = server.runtime.block_on(async {
        let response = server
            .router
            .clone()
            .oneshot(request)
            .await
            .expect("infallible");
        let status = response.status();
        let bytes = axum::body::to_bytes(response.into_body(), usize::MAX)
            .await
            .expect("a body the server made");
        (status, bytes)
    });
    assert_ne!(
        status,
        StatusCode::INTERNAL_SERVER_ERROR,
        "{}",
        String::from_utf8_lossy(&text)
    );
});
