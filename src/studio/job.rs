//! One child job: a request's program work (a run, a translation, a course check) sent to
//! `attic serve --run-one` in a child process ([`super::sandbox`]) through the programs pool,
//! under the studio's memory cap and program deadline. Each handler says only what the child
//! is to do and how to answer each way it can end.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::Value;

use super::sandbox::{self, Stopped};
use super::{PoolError, Shared};

/// How a child job ended, and the deadline it had (for the answers that name it).
pub struct Ended {
    pub result: Result<Result<Value, Stopped>, PoolError>,
    pub deadline: Duration,
}

/// Runs `child_request` in a child process in the programs pool, due at the studio's program
/// deadline from now.
pub async fn in_child(studio: &Shared, child_request: Value) -> Ended {
    let max_memory = studio.config.max_memory;
    let runner = studio.config.runner.clone();
    let deadline = studio.config.program_deadline;
    let due = Instant::now() + deadline;
    let job = move |cancel: Arc<AtomicBool>| {
        sandbox::run(runner.as_deref(), &child_request, max_memory, due, &cancel)
    };
    Ended {
        result: studio.programs.run("program", due, job).await,
        deadline,
    }
}
