//! Long work shown as it goes: the one reporter and the one deepening loop of every command
//! that searches deeper a step at a time (`checkers choose --time-limit`, `chess solve`).
//!
//! When stderr is a terminal the work is a progress bar (finished depths of the total, the
//! time so far, where the search is now and what the last finished depth found), drawn only
//! once the work has taken half a second and cleared when it ends. Anywhere else (a pipe, a
//! log, the tests) each finished depth is one plain line on stderr,
//! `depth 3 finished after 0.12 s: move: 9-14, ...`, and nothing else is written.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::Failure;

/// How long work runs before a bar appears on the terminal (quick answers never flash one).
const BAR_DELAY: Duration = Duration::from_millis(500);

/// Reports the progress of one piece of long work on stderr.
pub struct LongWork {
    started: Instant,
    /// The bar, on a terminal; hidden until [`BAR_DELAY`] has passed.
    bar: Option<ProgressBar>,
    shown: bool,
    /// Plain lines for finished steps when stderr is no terminal.
    plain_lines: bool,
    /// What the last finished step found (the bar's message, after where the work is now).
    last: String,
}

impl LongWork {
    /// Work of `total` steps. On a terminal a bar; elsewhere, a plain line a finished step
    /// when `plain_lines`.
    pub fn new(total: u64, plain_lines: bool) -> LongWork {
        let bar = std::io::stderr().is_terminal().then(|| {
            let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::hidden());
            let style = ProgressStyle::with_template(
                "{spinner} {elapsed:>4} [{bar:20}] {pos}/{len} {wide_msg}",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
            bar.set_style(style);
            bar
        });
        LongWork {
            started: Instant::now(),
            bar,
            shown: false,
            plain_lines,
            last: String::new(),
        }
    }

    /// The time since the work started.
    pub fn elapsed(&self) -> Duration {
        self.started.elapsed()
    }

    /// Where the work is now (the root move being tried): on the bar only.
    pub fn at(&mut self, now: &str) {
        self.show_bar_when_due();
        if let Some(bar) = &self.bar {
            if self.last.is_empty() {
                bar.set_message(now.to_string());
            } else {
                bar.set_message(format!("{now} | {}", self.last));
            }
        }
    }

    /// Step `step` (named `label`, e.g. `depth 3`) finished and found `found`.
    pub fn finished(&mut self, step: u64, label: &str, found: &str) {
        self.show_bar_when_due();
        self.last = format!("{label}: {found}");
        match &self.bar {
            Some(bar) => {
                bar.set_position(step);
                bar.set_message(self.last.clone());
            }
            None if self.plain_lines => say!(
                "{label} finished after {:.2} s: {found}",
                self.elapsed().as_secs_f64()
            ),
            None => {}
        }
    }

    fn show_bar_when_due(&mut self) {
        if let Some(bar) = &self.bar {
            if !self.shown && self.started.elapsed() >= BAR_DELAY {
                bar.set_draw_target(ProgressDrawTarget::stderr());
                bar.enable_steady_tick(Duration::from_millis(120));
                self.shown = true;
            }
        }
    }
}

impl Drop for LongWork {
    /// The bar goes when the work ends: the answer and any error are printed after it.
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}

/// How deepening ended.
pub enum Deepened<T> {
    /// Every depth finished: the deepest one's result.
    Finished(T),
    /// The time limit stopped depth `depth`; `last` is the last finished depth and its result.
    Stopped { depth: u32, last: Option<(u32, T)> },
}

/// Iterative deepening: `step(d, work)` for d = 1 ..= `max`, each finished depth reported on
/// `work` (as `label(d)`, with the summary the step returns beside its result), until an
/// error that `timed_out` says is the clock's ends it with what the last finished depth found.
/// Any other error is the command's.
pub fn deepen<T, E>(
    max: u32,
    work: &mut LongWork,
    label: impl Fn(u32) -> String,
    timed_out: impl Fn(&E) -> bool,
    mut step: impl FnMut(u32, &mut LongWork) -> Result<(T, String), E>,
) -> Result<Deepened<T>, E> {
    let mut last: Option<(u32, T)> = None;
    for depth in 1..=max {
        match step(depth, work) {
            Ok((result, summary)) => {
                work.finished(u64::from(depth), &label(depth), &summary);
                last = Some((depth, result));
            }
            Err(e) if timed_out(&e) => return Ok(Deepened::Stopped { depth, last }),
            Err(e) => return Err(e),
        }
    }
    Ok(match last {
        Some((_, result)) => Deepened::Finished(result),
        None => Deepened::Stopped { depth: 1, last },
    })
}

/// `--time-limit` stopped the work while `doing`; `known` says what it found before.
pub fn time_limit_reached(seconds: f64, doing: &str, known: &str) -> Failure {
    Failure::new(
        Failure::FAILED,
        format!("the time limit ({seconds} s) was reached while {doing}{known}"),
    )
}
