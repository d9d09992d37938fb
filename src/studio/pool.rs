//! A bounded pool for CPU-bound work: `workers` jobs run at once on tokio's blocking threads,
//! at most `queue` more wait for a turn, and a job that finds both full is refused at once
//! ([`PoolError::Busy`], answered 503 with Retry-After) rather than queued.
//!
//! Every job has a deadline, counted from its arrival: a job still waiting at its deadline
//! leaves the queue without running; a running job that passes it is answered
//! [`PoolError::Deadline`] and its cancel flag is raised, so the interpreter stops at its next
//! check. The job keeps its place in the pool until it has really stopped, so the pool never
//! holds more than `workers + queue` jobs, whatever the clients do.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Instant;

use tokio::sync::Semaphore;

/// Why a job gave no answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PoolError {
    /// Every worker is busy and the queue is full.
    Busy,
    /// The deadline passed before the job finished (or before it could start).
    Deadline,
    /// The job panicked: a bug, reported as one.
    Panicked,
}

#[derive(Debug, Clone)]
pub struct Pool {
    name: &'static str,
    running: Arc<Semaphore>,
    admitted: Arc<Semaphore>,
    workers: usize,
    capacity: usize,
}

impl Pool {
    pub fn new(name: &'static str, workers: usize, queue: usize) -> Pool {
        let workers = workers.max(1);
        Pool {
            name,
            running: Arc::new(Semaphore::new(workers)),
            admitted: Arc::new(Semaphore::new(workers + queue)),
            workers,
            capacity: workers + queue,
        }
    }

    pub fn name(&self) -> &'static str {
        self.name
    }

    /// Jobs running and waiting now.
    pub fn load(&self) -> (usize, usize) {
        let admitted = self.capacity - self.admitted.available_permits();
        let running = self.workers - self.running.available_permits();
        (running, admitted.saturating_sub(running))
    }

    /// Runs `job` on a blocking thread when a worker is free, by `deadline`. The job gets the
    /// cancel flag the pool raises at the deadline.
    pub async fn run<T: Send + 'static>(
        &self,
        deadline: Instant,
        job: impl FnOnce(Arc<AtomicBool>) -> T + Send + 'static,
    ) -> Result<T, PoolError> {
        let admitted = self
            .admitted
            .clone()
            .try_acquire_owned()
            .map_err(|_| PoolError::Busy)?;
        let turn = tokio::time::timeout_at(deadline.into(), self.running.clone().acquire_owned());
        let running = match turn.await {
            Ok(Ok(permit)) => permit,
            // The semaphores are never closed.
            Ok(Err(_)) => return Err(PoolError::Panicked),
            Err(_) => return Err(PoolError::Deadline),
        };
        let cancel = Arc::new(AtomicBool::new(false));
        let flag = cancel.clone();
        let handle = tokio::task::spawn_blocking(move || {
            let _places = (admitted, running);
            job(flag)
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_full_pool_refuses_and_a_late_job_is_cut_at_its_deadline() {
        let pool = Pool::new("test", 1, 1);
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
            async move { pool.run(far, job).await }
        });
        while pool.load().0 == 0 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        let soon = Instant::now() + Duration::from_millis(200);
        let second = tokio::spawn({
            let pool = pool.clone();
            async move { pool.run(soon, |_| ()).await }
        });
        while pool.load().1 == 0 {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        assert_eq!(pool.run(far, |_| ()).await, Err(PoolError::Busy));
        assert_eq!(second.await.unwrap(), Err(PoolError::Deadline));
        release.store(true, Ordering::Relaxed);
        assert_eq!(first.await.unwrap(), Ok(()));
        assert_eq!(pool.run(far, |_| 7).await, Ok(7));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_job_past_its_deadline_sees_its_cancel_flag() {
        let pool = Pool::new("test", 1, 0);
        let soon = Instant::now() + Duration::from_millis(100);
        let (tx, rx) = std::sync::mpsc::channel();
        let answer = pool
            .run(soon, move |cancel| {
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
}
