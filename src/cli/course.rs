//! `attic course list|show N|check N FILE|status DIR`: the course of `programs/coursework/`,
//! from the library's `attic::course` (the exercises and their checks; this file only prints).
//!
//! `status DIR` checks every answer in a folder: a file answers exercise N when its name
//! starts with the number N (`1.cpl`, `03-line.pdn`, `10-listing.rs`); it prints one line an
//! exercise and the count passed (`--json`: the same as one JSON object, for a grading
//! script), and exits 0 when all eleven pass, 1 when not, 65 when DIR cannot be read.
//!
//! `grade CLASS_DIR` checks every student's folder (each a subfolder of CLASS_DIR, files
//! named as for `status`), several checks at a time, each bounded by the limits; it prints a
//! table (student, exercise, verdict, seed, seconds) and writes it as CSV (`--csv`, by
//! default `CLASS_DIR/grades.csv`); it exits 0 when every student was graded, 65 when
//! CLASS_DIR cannot be read.
//!
//! Every check draws fresh random inputs from a seed (printed with the verdict; `--seed N`
//! replays it) and is bounded: `--time-limit` (60 s by default) over the whole check, and
//! `--max-steps`, `--max-depth`, `--max-memory` on every run of the answer. A check past
//! its time limit is "not yet", with the limit named. Names and texts from the answer are
//! echoed with their control characters escaped.
//!
//! `check` prints what was measured on stdout and exits 0 when the answer holds; otherwise
//! it prints the hint on stderr and exits 1, or, when the file cannot be read or does not
//! parse, the reason (the diagnostic and the hint) with exit 65. A usage error (no such
//! exercise) exits 2, as every command does.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::{Args, Subcommand};

use super::lang::parse_seconds;
use super::{print, read_source, CliResult, Failure};
use attic::course::{self, Settings};
use attic::diagnostic::escape_controls;

#[derive(Debug, Subcommand)]
pub enum CourseCommand {
    /// The exercises, one a line.
    List,
    /// An exercise's text: the question, the commands, what the answer is, how it is checked.
    Show(ShowArgs),
    /// Check an answer: exit 0 when it holds, 1 (with a hint) when not, 2 for no such
    /// exercise, 65 when the file cannot be read or does not parse.
    Check(CheckArgs),
    /// Check a folder of answers (a file answers exercise N when its name starts with N):
    /// which exercises pass. Exit 0 when all do, 1 when not, 65 when DIR cannot be read.
    Status(StatusArgs),
    /// Grade a class: every subfolder of CLASS_DIR is one student's folder of answers. Prints
    /// a table and writes CSV (student, exercise, verdict, seed, seconds). Exit 0 when every
    /// student was graded, 65 when CLASS_DIR cannot be read.
    Grade(GradeArgs),
}

/// The seed and the bounds of the checks, the same flags on `check`, `status` and `grade`.
#[derive(Debug, Clone, Args)]
pub struct CheckLimits {
    /// The seed of the check's random inputs (printed with the verdict); a fresh one when
    /// not given.
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Seconds one check may take; past them the answer is "not yet" (time limit).
    #[arg(long, value_name = "SECONDS", value_parser = parse_seconds, default_value_t = Settings::DEFAULT_TIME_LIMIT)]
    pub time_limit: f64,
    /// The most steps one run of the answer may take (CPL: applications; ALGOL: statements).
    #[arg(long, value_name = "N", default_value_t = Settings::DEFAULT_MAX_STEPS)]
    pub max_steps: u64,
    /// The deepest nesting of calls one run of the answer may reach.
    #[arg(long, value_name = "N", default_value_t = attic::limits::Limits::DEFAULT_MAX_DEPTH)]
    pub max_depth: usize,
    /// The bytes one run of the answer may hold (an estimate).
    #[arg(long, value_name = "BYTES", default_value_t = Settings::DEFAULT_MAX_MEMORY)]
    pub max_memory: usize,
}

impl CheckLimits {
    /// The seed: the one given, or a fresh one from the clock.
    fn seed(&self) -> u64 {
        self.seed.unwrap_or_else(|| {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64);
            (nanos ^ u64::from(std::process::id()).rotate_left(32)) % 1_000_000_000
        })
    }

    /// The settings of one check with `seed`, its deadline counted from now.
    fn settings(&self, seed: u64) -> Settings {
        let mut s = Settings::new(seed);
        s.limits.max_steps = self.max_steps;
        s.limits.max_depth = self.max_depth;
        s.limits.max_memory = self.max_memory;
        s.with_time_limit(self.time_limit)
    }
}

#[derive(Debug, Args)]
pub struct StatusArgs {
    /// The folder of answers.
    pub dir: PathBuf,
    /// One JSON object instead of lines: {"passed": N, "of": 11, "exercises": [...]}.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub limits: CheckLimits,
}

#[derive(Debug, Args)]
pub struct GradeArgs {
    /// The class: one subfolder of answers a student, named after the student.
    pub class_dir: PathBuf,
    /// Where to write the CSV (default: CLASS_DIR/grades.csv).
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// How many checks run at once (default: the machine's cores).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=256))]
    pub jobs: Option<u64>,
    #[command(flatten)]
    pub limits: CheckLimits,
}

/// What `status` found for one exercise.
struct Found {
    number: u32,
    title: &'static str,
    /// The file judged (the first that passes, else the last tried), if any.
    file: Option<String>,
    /// `passed`, `not yet`, `does not parse`, `cannot read`, `no answer`.
    status: &'static str,
    message: String,
    hint: Option<String>,
    /// Seconds its checks took.
    seconds: f64,
}

/// The exercise a file answers: the number its name starts with.
fn answers(name: &str) -> Option<u32> {
    let digits: String = name.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// What `keep` makes of each entry of a folder (a folder that cannot be read is bad input,
/// named; an entry `keep` refuses, or that cannot be read, is passed over), in the folder's
/// order: the one reading of a folder that `status` and `grade` share.
fn folder_entries<T>(dir: &Path, keep: impl Fn(PathBuf) -> Option<T>) -> Result<Vec<T>, Failure> {
    let shown = escape_controls(&dir.display().to_string()).into_owned();
    Ok(std::fs::read_dir(dir)
        .map_err(|e| Failure {
            code: Failure::BAD_INPUT,
            ..Failure::io("read", &shown, &e)
        })?
        .filter_map(|entry| keep(entry.ok()?.path()))
        .collect())
}

/// The answers in a folder: (exercise, file), in order.
fn answer_files(dir: &Path) -> Result<Vec<(u32, PathBuf)>, Failure> {
    let mut files = folder_entries(dir, |path| {
        let n = answers(&path.file_name()?.to_string_lossy())?;
        path.is_file().then_some((n, path))
    })?;
    files.sort();
    Ok(files)
}

/// Checks every exercise of one folder of answers, one exercise after another; each check
/// has its own deadline. `seed` is the seed of every check.
fn check_folder(dir: &Path, limits: &CheckLimits, seed: u64) -> Result<Vec<Found>, Failure> {
    let shown = escape_controls(&dir.display().to_string()).into_owned();
    let files = answer_files(dir)?;
    let mut found = Vec::new();
    for e in course::exercises() {
        let mut result = Found {
            number: e.number,
            title: e.title,
            file: None,
            status: "no answer",
            message: format!("no file in {shown} starts with {}", e.number),
            hint: None,
            seconds: 0.0,
        };
        for (_, path) in files.iter().filter(|(n, _)| *n == e.number) {
            let name = escape_controls(&path.display().to_string()).into_owned();
            result.file = Some(name.clone());
            let text = match read_source(path) {
                Ok(t) => t,
                Err(f) => {
                    result.status = "cannot read";
                    result.message = f.text;
                    result.hint = None;
                    continue;
                }
            };
            let start = Instant::now();
            let report = course::check_with(e.number, &name, &text, &limits.settings(seed))
                .map_err(|e| Failure::new(Failure::FAILED, e.to_string()))?;
            result.seconds += start.elapsed().as_secs_f64();
            result.status = match (&report.syntax_error, report.passed) {
                (Some(_), _) => "does not parse",
                (None, true) => "passed",
                (None, false) => "not yet",
            };
            result.message = match &report.syntax_error {
                Some(d) => d.to_string().trim_end().to_string(),
                None => escape_controls(&report.message).into_owned(),
            };
            result.hint = report
                .hint
                .as_deref()
                .map(|h| escape_controls(h).into_owned());
            if report.passed {
                break;
            }
        }
        found.push(result);
    }
    Ok(found)
}

fn status(args: &StatusArgs) -> CliResult {
    let seed = args.limits.seed();
    let found = check_folder(&args.dir, &args.limits, seed)?;
    let passed = found.iter().filter(|f| f.status == "passed").count();
    if args.json {
        let exercises: Vec<serde_json::Value> = found
            .iter()
            .map(|f| {
                serde_json::json!({
                    "number": f.number,
                    "title": f.title,
                    "file": f.file,
                    "status": f.status,
                    "message": f.message,
                    "hint": f.hint,
                })
            })
            .collect();
        let all = serde_json::json!({
            "passed": passed,
            "of": course::COUNT,
            "seed": seed,
            "exercises": exercises,
        });
        print(&format!("{all}\n"))?;
    } else {
        let mut out = String::new();
        for f in &found {
            let file = f.file.as_deref().unwrap_or("-");
            out.push_str(&format!(
                "{:>2}. {:<14} {}  ({file})\n",
                f.number, f.status, f.title
            ));
        }
        out.push_str(&format!(
            "{passed} of {} passed (seed {seed})\n",
            course::COUNT
        ));
        print(&out)?;
    }
    if passed == course::COUNT as usize {
        Ok(())
    } else {
        Err(Failure {
            code: Failure::FAILED,
            text: String::new(),
        })
    }
}

#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The exercise's number (1-11).
    pub n: u32,
}

#[derive(Debug, Args)]
pub struct CheckArgs {
    /// The exercise's number (1-11).
    pub n: u32,
    /// The answer file (`-` for stdin).
    pub file: PathBuf,
    #[command(flatten)]
    pub limits: CheckLimits,
}

/// One student's checks, by the student's place in the sorted list of folders.
type StudentResult = (usize, Result<Vec<Found>, Failure>);

/// One line of a class's grades.
struct Grade {
    student: String,
    number: u32,
    status: &'static str,
    seconds: f64,
}

/// A CSV field: quoted when it holds a comma, a quote or a line break.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

fn grade(args: &GradeArgs) -> CliResult {
    let mut students: Vec<(String, PathBuf)> = folder_entries(&args.class_dir, |path| {
        let name = path.file_name()?.to_string_lossy().into_owned();
        path.is_dir().then_some((name, path))
    })?;
    students.sort();
    let seed = args.limits.seed();
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(2, |n| n.get()),
        |j| j as usize,
    );
    // Each student's folder is one job; a job's checks run one after another, each
    // bounded by its own deadline, so a looping answer costs its time limit and no more.
    // The graders' threads get their stack the one way attic grows stacks (`attic::stack`).
    let students = Arc::new(students);
    let next = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let results: Arc<Mutex<Vec<StudentResult>>> = Arc::new(Mutex::new(Vec::new()));
    let mut graders = Vec::new();
    let mut not_started = None;
    for _ in 0..jobs.min(students.len().max(1)) {
        let (next, results, students, limits) = (
            Arc::clone(&next),
            Arc::clone(&results),
            Arc::clone(&students),
            args.limits.clone(),
        );
        let grader = attic::stack::spawn("grader", 256 << 20, move || loop {
            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let Some((_, dir)) = students.get(i) else {
                break;
            };
            let found = check_folder(dir, &limits, seed);
            results
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((i, found));
        });
        match grader {
            Ok(grader) => graders.push(grader),
            Err(e) => {
                not_started = Some(e);
                break;
            }
        }
    }
    // Every grader started is waited for, whatever happens to the others.
    let failed = graders
        .into_iter()
        .map(std::thread::JoinHandle::join)
        .filter(Result::is_err)
        .count();
    if let Some(e) = not_started {
        return Err(Failure::new(
            Failure::FAILED,
            format!("cannot start a grading thread: {e}"),
        ));
    }
    if failed > 0 {
        return Err(Failure::new(Failure::FAILED, "a grading thread failed"));
    }
    let mut results = std::mem::take(&mut *results.lock().unwrap_or_else(|e| e.into_inner()));
    results.sort_by_key(|(i, _)| *i);
    let mut grades = Vec::new();
    for (i, found) in results {
        let student = escape_controls(&students[i].0).into_owned();
        match found {
            Ok(found) => grades.extend(found.into_iter().map(|f| Grade {
                student: student.clone(),
                number: f.number,
                status: f.status,
                seconds: f.seconds,
            })),
            Err(f) => {
                return Err(Failure::new(
                    Failure::BAD_INPUT,
                    format!("student {student}: {}", f.text),
                ))
            }
        }
    }
    let width = grades
        .iter()
        .map(|g| g.student.chars().count())
        .max()
        .unwrap_or(7)
        .max(7);
    let mut table = format!(
        "{:<width$}  exercise  {:<14}  {:>10}  seconds\n",
        "student", "verdict", "seed"
    );
    let mut csv = String::from("student,exercise,verdict,seed,seconds\n");
    for g in &grades {
        table.push_str(&format!(
            "{:<width$}  {:>8}  {:<14}  {:>10}  {:>7.1}\n",
            g.student, g.number, g.status, seed, g.seconds
        ));
        csv.push_str(&format!(
            "{},{},{},{seed},{:.2}\n",
            csv_field(&g.student),
            g.number,
            g.status,
            g.seconds
        ));
    }
    let passed = grades.iter().filter(|g| g.status == "passed").count();
    table.push_str(&format!(
        "{} students, {passed} answers passed of {} (seed {seed})\n",
        students.len(),
        grades.len()
    ));
    let csv_path = args
        .csv
        .clone()
        .unwrap_or_else(|| args.class_dir.join("grades.csv"));
    std::fs::write(&csv_path, csv).map_err(|e| {
        Failure::io(
            "write",
            &escape_controls(&csv_path.display().to_string()),
            &e,
        )
    })?;
    print(&table)
}

/// Ends the process when a check outlives its time limit by far: the check's own deadline
/// stops every run of the answer, and this is the backstop for whatever it does not reach.
fn watchdog(n: u32, seconds: f64, seed: u64) {
    let grace = Duration::from_secs_f64(seconds + 10.0);
    std::thread::spawn(move || {
        std::thread::sleep(grace);
        let _ = print(&format!(
            "exercise {n}: not yet\nthe check stopped at its time limit of {seconds} s (--time-limit)\nseed {seed}\n"
        ));
        eprintln!(
            "hint: your answer runs too long: look for a loop or a recursion that does not end"
        );
        std::process::exit(Failure::FAILED as i32);
    });
}

fn exercise(n: u32) -> Result<course::Exercise, Failure> {
    course::exercise(n).ok_or_else(|| {
        Failure::new(
            Failure::USAGE,
            course::CheckError::NoSuchExercise(n).to_string(),
        )
    })
}

pub fn run(command: &CourseCommand) -> CliResult {
    match command {
        CourseCommand::List => {
            let mut out = String::new();
            for e in course::exercises() {
                let starter = match e.starter {
                    Some((file, _)) => format!(" (starter: {}/{file})", course::FOLDER),
                    None => String::new(),
                };
                out.push_str(&format!("{:>2}. {}{starter}\n", e.number, e.title));
            }
            print(&out)
        }
        CourseCommand::Show(args) => {
            let e = exercise(args.n)?;
            print(&format!("{}\n", e.section))
        }
        CourseCommand::Status(args) => status(args),
        CourseCommand::Grade(args) => grade(args),
        CourseCommand::Check(args) => {
            exercise(args.n)?;
            let seed = args.limits.seed();
            watchdog(args.n, args.limits.time_limit, seed);
            // A file that cannot be read is bad input (65), not a wrong answer (1).
            let text = read_source(&args.file).map_err(|f| Failure {
                code: Failure::BAD_INPUT,
                ..f
            })?;
            let name = escape_controls(&args.file.display().to_string()).into_owned();
            let report = course::check_with(args.n, &name, &text, &args.limits.settings(seed))
                .map_err(|e| Failure::new(Failure::FAILED, e.to_string()))?;
            let hint = report
                .hint
                .as_deref()
                .map(|h| format!("hint: {}", attic::diagnostic::escape_controls(h)))
                .unwrap_or_default();
            if let Some(d) = &report.syntax_error {
                return Err(Failure {
                    code: Failure::BAD_INPUT,
                    text: format!("{}\n{hint}", d.to_string().trim_end()),
                });
            }
            let verdict = if report.passed { "passed" } else { "not yet" };
            print(&format!(
                "exercise {}: {verdict}\n{}\nseed {seed} (replay with --seed {seed})\n",
                args.n,
                escape_controls(&report.message)
            ))?;
            if report.passed {
                Ok(())
            } else {
                Err(Failure {
                    code: Failure::FAILED,
                    text: hint,
                })
            }
        }
    }
}
