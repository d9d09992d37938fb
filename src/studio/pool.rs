//! A bounded pool for CPU-bound work: `workers` jobs run at once on tokio's blocking threads,
//! the others wait for a turn in the order they came, and a job that could not be answered in
//! time is refused at once ([`PoolError::Busy`], answered 503 with Retry-After) rather than
//! queued.
//!
//! Two ways to bound the waiting:
//! - [`Pool::by_count`]: at most `queue` jobs wait (programs from requests, whose cost no one
//!   can guess before they run);
//! - [`Pool::by_work`]: a job is admitted when the work already admitted, spread over the
//!   workers, and its own expected time end before its deadline. The expected time of a job
//!   is learnt per kind (say, an engine at a depth) from the jobs of that kind that ran: a
//!   running average of their times. So thousands of cheap moves may wait where a few long
//!   searches fill the pool; `most_waiting` only bounds the memory the waiting jobs hold.
//!
//! Every job has a deadline, counted from its arrival: a job still waiting at its deadline
//! leaves the queue without running; a running job that passes it is answered
//! [`PoolError::Deadline`] and its cancel flag is raised, so the interpreter stops at its next
//! check. The job keeps its place in the pool until it has really stopped, so the pool never
//! holds more jobs than it admitted, whatever the clients do.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio::sync::Semaphore;

/// Why a job gave no answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PoolError {
    /// The pool is full: the job could not be answered by its deadline (or no waiting place
    /// is left). Try again in `retry_after` seconds, when the work ahead should be done.
    Busy { retry_after: u64 },
    /// The deadline passed before the job finished (or before it could start).
    Deadline,
    /// The job panicked: a bug, reported as one.
    Panicked,
}

/// What a job of an unknown kind is expected to take, until one of its kind has run.
const FIRST_GUESS: Duration = Duration::from_millis(50);

/// A job of a bounded kind ([`Nature::bounded`]) known to take less than this runs on the
/// thread that admitted it (a runtime worker) rather than being handed to a blocking thread:
/// for a move of a fraction of a millisecond, the hand-over between threads would cost more
/// than the move. A job whose cost depends on its input (a search, a solve, a program) never
/// runs there, however cheap its kind has looked: two such jobs on the two runtime workers
/// would leave no thread to answer anyone else until they end.
const INLINE_BELOW: Duration = Duration::from_millis(1);

/// What the pool may assume of the jobs of a kind.
pub struct Nature<T> {
    /// The job's cost is bounded by construction, whatever its input (a plain move: its
    /// legality), so once its kind is known to be cheap it may run inline.
    pub bounded: bool,
    /// Whether an answer teaches the pool what its kind costs. A request refused at once (bad
    /// input answered in a fraction of a millisecond) teaches nothing: it says nothing of what
    /// the next request of that kind, a valid one, will cost.
    pub teaches: fn(&T) -> bool,
}

impl<T> Nature<T> {
    /// A job whose cost depends on its input, every answer of which teaches its kind's cost.
    pub fn open() -> Nature<T> {
        Nature {
            bounded: false,
            teaches: |_| true,
        }
    }
}

/// How much the latest time of a kind counts in its running average (the rest: the average
/// so far), so that the expectation follows a machine that gets busier or quieter.
const LATEST_WEIGHT: f64 = 0.2;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Admission {
    /// At most this many jobs wait.
    Count { queue: usize },
    /// Admitted while the expected work ends in time; at most this many wait.
    Work { most_waiting: usize },
}

/// The pool's account of the jobs it admitted.
#[derive(Debug, Default)]
struct Book {
    /// Jobs admitted and not yet finished (running or waiting).
    admitted: usize,
    /// The expected time of those jobs together, in nanoseconds.
    work: u64,
    /// The running average time of each kind of job, in nanoseconds.
    costs: HashMap<String, u64>,
}

#[derive(Debug, Clone)]
pub struct Pool {
    name: &'static str,
    running: Arc<Semaphore>,
    workers: usize,
    admission: Admission,
    book: Arc<Mutex<Book>>,
}

impl Pool {
    /// A pool where at most `queue` jobs wait for the `workers`.
    pub fn by_count(name: &'static str, workers: usize, queue: usize) -> Pool {
        Pool::with(name, workers, Admission::Count { queue })
    }

    /// A pool that admits a job when its answer is expected by its deadline (and fewer than
    /// `most_waiting` jobs wait).
    pub fn by_work(name: &'static str, workers: usize, most_waiting: usize) -> Pool {
        Pool::with(name, workers, Admission::Work { most_waiting })
    }

    fn with(name: &'static str, workers: usize, admission: Admission) -> Pool {
        let workers = workers.max(1);
        Pool {
            name,
            running: Arc::new(Semaphore::new(workers)),
            workers,
            admission,
            book: Arc::new(Mutex::new(Book::default())),
        }
    }

    pub fn name(&self) -> &'static str {
        self.name
    }

    fn book(&self) -> MutexGuard<'_, Book> {
        lock(&self.book)
    }

    /// Jobs running and waiting now.
    pub fn load(&self) -> (usize, usize) {
        let admitted = self.book().admitted;
        let running = self.workers - self.running.available_permits();
        (running, admitted.saturating_sub(running))
    }

    /// How long a job arriving now would wait for a worker, by the expected times of the jobs
    /// admitted before it.
    pub fn expected_wait(&self) -> Duration {
        Duration::from_nanos(self.book().work / self.workers as u64)
    }

    /// Runs `job` on a blocking thread when a worker is free, by `deadline`. The job gets the
    /// cancel flag the pool raises at the deadline. Its time is counted under `kind` (jobs of
    /// one kind are expected to take about as long as each other).
    pub async fn run<T: Send + 'static>(
        &self,
        kind: &str,
        deadline: Instant,
        job: impl FnOnce(Arc<AtomicBool>) -> T + Send + 'static,
    ) -> Result<T, PoolError> {
        self.run_as(kind, Nature::open(), deadline, job).await
    }

    /// [`Pool::run`] for a job of the [`Nature`] given: whether it may run inline, and
    /// whether its answer teaches the cost of its kind.
    pub async fn run_as<T: Send + 'static>(
        &self,
        kind: &str,
        nature: Nature<T>,
        deadline: Instant,
        job: impl FnOnce(Arc<AtomicBool>) -> T + Send + 'static,
    ) -> Result<T, PoolError> {
        let mut place = self.admit(kind, deadline)?;
        let inline =
            nature.bounded && place.known && place.expected < INLINE_BELOW.as_nanos() as u64;
        let teaches = nature.teaches;
        let turn = tokio::time::timeout_at(deadline.into(), self.running.clone().acquire_owned());
        let running = match turn.await {
            Ok(Ok(permit)) => permit,
            // The semaphore is never closed.
            Ok(Err(_)) => return Err(PoolError::Panicked),
            Err(_) => return Err(PoolError::Deadline),
        };
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        if inline {
            place.started = Some(Instant::now());
            let value = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job(flag)));
            if !value.as_ref().is_ok_and(teaches) {
                place.started = None;
            }
            drop((place, running));
            return value.map_err(|_| PoolError::Panicked);
        }
        let handle = tokio::task::spawn_blocking(move || {
            place.started = Some(Instant::now());
            let value = job(flag);
            if !teaches(&value) {
                place.started = None;
            }
            drop((place, running));
            value
        });
        match tokio::time::timeout_at(deadline.into(), handle).await {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(_)) => Err(PoolError::Panicked),
            Err(_) => {
                cancel.store(true, Ordering::Relaxed);
                Err(PoolError::Deadline)
            }
        }
    }

    /// A place in the pool for a job of `kind` due by `deadline`, or why there is none.
    fn admit(&self, kind: &str, deadline: Instant) -> Result<Place, PoolError> {
        let mut book = self.book();
        let workers = self.workers as u64;
        let waiting = book.admitted.saturating_sub(self.workers);
        let learnt = match self.admission {
            Admission::Count { .. } => None,
            Admission::Work { .. } => book.costs.get(kind).copied(),
        };
        let expected = match (self.admission, learnt) {
            (Admission::Count { .. }, _) => 0,
            (Admission::Work { .. }, Some(cost)) => cost,
            (Admission::Work { .. }, None) => FIRST_GUESS.as_nanos() as u64,
        };
        // The work ahead, spread over the workers, in whole seconds rounded up (at least 1).
        let retry_after = (book.work / workers).div_ceil(1_000_000_000).max(1);
        let full = match self.admission {
            Admission::Count { queue } => waiting >= queue && book.admitted >= self.workers,
            Admission::Work { most_waiting } => {
                let done_by = Instant::now()
                    + Duration::from_nanos(book.work / workers)
                    + Duration::from_nanos(expected);
                (waiting >= most_waiting && book.admitted >= self.workers) || done_by > deadline
            }
        };
        if full {
            return Err(PoolError::Busy { retry_after });
        }
        book.admitted += 1;
        book.work += expected;
        Ok(Place {
            book: self.book.clone(),
            kind: kind.to_string(),
            expected,
            known: learnt.is_some(),
            started: None,
        })
    }
}

fn lock(book: &Mutex<Book>) -> MutexGuard<'_, Book> {
    // The book is plain numbers, each update whole: a panic elsewhere cannot leave it
    // half written.
    book.lock().unwrap_or_else(|e| e.into_inner())
}

/// An admitted job's place: given back when the job has stopped (or left the queue), with
/// the time it took added to its kind's average.
struct Place {
    book: Arc<Mutex<Book>>,
    kind: String,
    expected: u64,
    /// Whether `expected` was learnt from jobs of its kind (not a first guess).
    known: bool,
    started: Option<Instant>,
}

impl Drop for Place {
    fn drop(&mut self) {
        let took = self.started.map(|s| s.elapsed().as_nanos() as u64);
        let mut book = lock(&self.book);
        book.admitted = book.admitted.saturating_sub(1);
        book.work = book.work.saturating_sub(self.expected);
        if let Some(took) = took {
            let kind = std::mem::take(&mut self.kind);
            book.costs
                .entry(kind)
                .and_modify(|cost| {
                    *cost =
                        ((1.0 - LATEST_WEIGHT) * *cost as f64 + LATEST_WEIGHT * took as f64) as u64
                })
                .or_insert(took);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_full_pool_refuses_and_a_late_job_is_cut_at_its_deadline() {
        let pool = Pool::by_count("test", 1, 1);
        let far = Instant::now() + Duration::from_secs(30);
        let release = Arc::new(AtomicBool::new(false));
        let hold = |release: Arc<AtomicBool>| {
            move |_cancel: Arc<AtomicBool>| {
                while !release.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(5));
                }
            }
        };
        let first = tokio::spawn({
            let pool = pool.clone();
            let job = hold(release.clone());
            async move { pool.run("", far, job).await }
        });
        while pool.load().0 == 0 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let soon = Instant::now() + Duration::from_millis(200);
        let second = tokio::spawn({
            let pool = pool.clone();
            async move { pool.run("", soon, |_| ()).await }
        });
        while pool.load().1 == 0 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        assert_eq!(
            pool.run("", far, |_| ()).await,
            Err(PoolError::Busy { retry_after: 1 })
        );
        assert_eq!(second.await.unwrap(), Err(PoolError::Deadline));
        release.store(true, Ordering::Relaxed);
        assert_eq!(first.await.unwrap(), Ok(()));
        assert_eq!(pool.run("", far, |_| 7).await, Ok(7));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_job_past_its_deadline_sees_its_cancel_flag() {
        let pool = Pool::by_count("test", 1, 0);
        let soon = Instant::now() + Duration::from_millis(100);
        let (tx, rx) = std::sync::mpsc::channel();
        let answer = pool
            .run("", soon, move |cancel| {
                while !cancel.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(5));
                }
                let _ = tx.send(());
            })
            .await;
        assert_eq!(answer, Err(PoolError::Deadline));
        rx.recv_timeout(Duration::from_secs(5))
            .expect("the job saw the flag and stopped");
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_work_bounded_pool_admits_what_can_end_in_time() {
        let pool = Pool::by_work("test", 1, 1000);
        let far = Instant::now() + Duration::from_secs(60);
        // One slow job teaches the pool that its kind takes at least 200 ms.
        let slept = pool
            .run("slow", far, |_| {
                std::thread::sleep(Duration::from_millis(200))
            })
            .await;
        assert_eq!(slept, Ok(()));
        let release = Arc::new(AtomicBool::new(false));
        let held = tokio::spawn({
            let (pool, release) = (pool.clone(), release.clone());
            async move {
                pool.run("slow", far, move |_| {
                    while !release.load(Ordering::Relaxed) {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                })
                .await
            }
        });
        while pool.load().0 == 0 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        // Another slow job cannot end within 100 ms behind it: refused at once.
        let soon = Instant::now() + Duration::from_millis(100);
        assert!(matches!(
            pool.run("slow", soon, |_| ()).await,
            Err(PoolError::Busy { retry_after: 1.. })
        ));
        // Forty jobs of a kind not seen yet (50 ms each, the first guess) fit in a minute:
        // all wait, more than any fixed queue of the old pool held.
        let cheap: Vec<_> = (0..40)
            .map(|i| {
                let pool = pool.clone();
                tokio::spawn(async move { pool.run("cheap", far, move |_| i).await })
            })
            .collect();
        while pool.load().1 < 40 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        assert!(pool.expected_wait() >= Duration::from_millis(200));
        release.store(true, Ordering::Relaxed);
        assert_eq!(held.await.unwrap(), Ok(()));
        for (i, job) in cheap.into_iter().enumerate() {
            assert_eq!(job.await.unwrap(), Ok(i));
        }
        assert_eq!(pool.load(), (0, 0));
        assert_eq!(pool.expected_wait(), Duration::ZERO);
    }
}
