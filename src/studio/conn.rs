//! The connections: accepted here, served by hyper's HTTP/1.1, and closed when the client
//! keeps them without using them. A connection with no request in progress is closed
//! [`Timeouts::idle`] after its last answer (or its opening); one whose request head has begun
//! but not ended, [`Timeouts::header`] after the head's first byte; a request's body must
//! arrive within [`Timeouts::body`] of its head (408 past it, see [`read_body_in_time`]). So a
//! client that opens connections and sends nothing, or a header a byte a minute, holds no
//! connection for long, while a request being answered (a solution may take minutes) is never
//! cut.

use std::io;
use std::pin::Pin;
use std::sync::{Arc, Mutex, MutexGuard};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{header, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::Router;
use hyper_util::rt::TokioIo;
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// How long a client may keep a connection without using it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Timeouts {
    /// From a connection's opening or its last answer to the next request's first byte.
    pub idle: Duration,
    /// From a request head's first byte to its end.
    pub header: Duration,
    /// From a request's head to the end of its body.
    pub body: Duration,
}

impl Default for Timeouts {
    fn default() -> Timeouts {
        Timeouts {
            idle: Duration::from_secs(60),
            header: Duration::from_secs(10),
            body: Duration::from_secs(30),
        }
    }
}

/// The longest the watch sleeps between looks, so a head begun while it waits for the idle
/// deadline is timed from its start, give or take this.
const LOOK_EVERY: Duration = Duration::from_millis(250);

/// Accepts connections on `listener` and serves each with `router` on a task of its own,
/// until `stop` resolves.
pub async fn accept(
    listener: TcpListener,
    router: Router,
    timeouts: Timeouts,
    stop: impl std::future::Future<Output = ()>,
) -> io::Result<()> {
    tokio::pin!(stop);
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _peer)) => {
                    tokio::spawn(serve_connection(stream, router.clone(), timeouts));
                }
                // Out of file descriptors, or a connection reset before it was accepted:
                // the listener itself is fine, so wait a moment and go on.
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            },
            () = &mut stop => return Ok(()),
        }
    }
}

async fn serve_connection(stream: TcpStream, router: Router, timeouts: Timeouts) {
    let _ = stream.set_nodelay(true);
    let watch = Arc::new(Watch::new());
    let io = TokioIo::new(Watched {
        stream,
        watch: watch.clone(),
    });
    let tower = TowerToHyperService::new(router);
    let counting = watch.clone();
    let service = hyper::service::service_fn(move |request| {
        let turn = counting.begin();
        let call = hyper::service::Service::call(&tower, request);
        async move {
            let response = call.await;
            drop(turn);
            response
        }
    });
    let connection = hyper::server::conn::http1::Builder::new().serve_connection(io, service);
    tokio::select! {
        _ = connection => {}
        () = watch.expired(timeouts) => {}
    }
}

/// What a connection is doing, for its timeouts.
#[derive(Debug)]
struct Watch {
    state: Mutex<WatchState>,
}

#[derive(Debug)]
struct WatchState {
    /// Requests whose answer is being made.
    serving: usize,
    /// Since when nothing was asked: the opening or the last answer.
    quiet_since: Instant,
    /// When the next request's first byte came, while no request is being served.
    head_since: Option<Instant>,
}

impl Watch {
    fn new() -> Watch {
        Watch {
            state: Mutex::new(WatchState {
                serving: 0,
                quiet_since: Instant::now(),
                head_since: None,
            }),
        }
    }

    fn state(&self) -> MutexGuard<'_, WatchState> {
        // The state is plain numbers: a panic elsewhere cannot leave it half written.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Bytes came in.
    fn heard(&self) {
        let mut state = self.state();
        if state.serving == 0 && state.head_since.is_none() {
            state.head_since = Some(Instant::now());
        }
    }

    /// A request's head has been read: it is served until the [`Turn`] is dropped.
    fn begin(self: &Arc<Self>) -> Turn {
        let mut state = self.state();
        state.serving += 1;
        state.head_since = None;
        Turn(self.clone())
    }

    /// Resolves when the connection has been kept unused past its timeouts.
    async fn expired(&self, timeouts: Timeouts) {
        loop {
            let due = {
                let state = self.state();
                if state.serving > 0 {
                    None
                } else {
                    Some(match state.head_since {
                        Some(head) => head + timeouts.header,
                        None => state.quiet_since + timeouts.idle,
                    })
                }
            };
            let now = Instant::now();
            match due {
                Some(due) if now >= due => return,
                Some(due) => tokio::time::sleep(LOOK_EVERY.min(due - now)).await,
                None => tokio::time::sleep(LOOK_EVERY).await,
            }
        }
    }
}

/// One request being served.
struct Turn(Arc<Watch>);

impl Drop for Turn {
    fn drop(&mut self) {
        let mut state = self.0.state();
        state.serving = state.serving.saturating_sub(1);
        state.quiet_since = Instant::now();
        state.head_since = None;
    }
}

/// The accepted stream, telling its [`Watch`] when bytes come in.
struct Watched {
    stream: TcpStream,
    watch: Arc<Watch>,
}

impl AsyncRead for Watched {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let read = Pin::new(&mut self.stream).poll_read(cx, buf);
        if matches!(read, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.watch.heard();
        }
        read
    }
}

impl AsyncWrite for Watched {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }
}

/// What [`read_body_in_time`] needs: the body's deadline and size limit.
#[derive(Debug, Clone, Copy)]
pub struct BodyRules {
    pub timeout: Duration,
    pub limit: usize,
}

/// Reads the whole request body within its timeout before the handler sees it: a body that
/// trickles in is answered 408 and its connection closed, so it cannot hold a connection
/// (or a worker) for long. A body past the limit is 413.
pub async fn read_body_in_time(
    State(rules): State<BodyRules>,
    request: Request,
    next: Next,
) -> Response {
    let (parts, body) = request.into_parts();
    let read = axum::body::to_bytes(body, rules.limit);
    let bytes = match tokio::time::timeout(rules.timeout, read).await {
        Ok(Ok(bytes)) => bytes,
        Ok(Err(e)) => {
            let too_big = std::error::Error::source(&e)
                .is_some_and(|s| s.is::<http_body_util::LengthLimitError>());
            return if too_big {
                refuse(
                    StatusCode::PAYLOAD_TOO_LARGE,
                    format!("the request body is larger than {} bytes", rules.limit),
                )
            } else {
                refuse(
                    StatusCode::BAD_REQUEST,
                    format!("the request body could not be read: {e}"),
                )
            };
        }
        Err(_) => {
            let mut response = refuse(
                StatusCode::REQUEST_TIMEOUT,
                format!(
                    "the request body did not arrive within {} s",
                    rules.timeout.as_secs_f64()
                ),
            );
            response.headers_mut().insert(
                header::CONNECTION,
                header::HeaderValue::from_static("close"),
            );
            return response;
        }
    };
    next.run(Request::from_parts(parts, Body::from(bytes)))
        .await
}

/// An answer that is not a 200, as the API's are: `{"error": ...}` in words.
pub fn refuse(status: StatusCode, message: String) -> Response {
    (status, axum::Json(serde_json::json!({ "error": message }))).into_response()
}
