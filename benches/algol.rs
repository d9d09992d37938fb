//! ALGOL 60 against its peer: Knuth's man or boy for k = 0..20 (deep recursion, call by name)
//! and a sieve of 2 000 000 Booleans run 5 times (nested for statements over an array), each
//! run three ways, each as a process of its own so that its peak memory is its own:
//! - interpreted: `attic run` (the binary this crate builds);
//! - translated: `attic`'s translation, standalone, compiled by `rustc -O`;
//! - GNU MARST, when `ATTIC_MARST` names its `marst` binary: the ALGOL-to-C translation
//!   compiled by `cc -O2` against MARST's `libalgol.a` and `algol.h`, looked for beside the
//!   binary (or in `.libs/` there, where an unpacked build leaves them). MARST is not part of
//!   attic; build it from its public source.
//!
//! The programs are written in the spellings both read (ASCII, every formal specified, as
//! MARST requires). Each process runs with an unlimited stack (MARST recurses on the C stack),
//! three times; the figures are the best CPU time (user + system) and that run's peak resident
//! memory, from `wait4`. Outputs must agree, or the bench says so.
//!
//! `cargo bench --bench algol`

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use attic::algol::translate::{translate, Options};
use attic::algol::{self};
use attic::diagnostic::Source;

const MAN_OR_BOY: &str = "begin
  real procedure A(k, x1, x2, x3, x4, x5);
    value k; integer k; real x1, x2, x3, x4, x5;
  begin
    real procedure B;
    begin k := k - 1; B := A := A(k, B, x1, x2, x3, x4) end;
    if k <= 0 then A := x4 + x5 else B
  end;
  integer k;
  for k := 0 step 1 until 20 do outinteger(1, A(k, 1, -1, -1, 1, 0))
end
";

const SIEVE: &str = "begin
  integer n, i, j, count, round;
  n := 2000000;
  begin
    Boolean array composite[2 : n];
    for round := 1 step 1 until 5 do
    begin
      for i := 2 step 1 until n do composite[i] := false;
      count := 0;
      for i := 2 step 1 until n do
        if !composite[i] then
        begin
          count := count + 1;
          for j := i + i step i until n do composite[j] := true
        end;
      outinteger(1, count)
    end
  end
end
";

/// What one process took: CPU seconds (user + system), peak resident memory, and its output.
struct Measured {
    cpu: f64,
    peak_kb: i64,
    output: String,
}

/// Runs `command` with an unlimited stack and returns its rusage from `wait4`.
fn measure_once(command: &mut Command) -> Result<Measured, String> {
    use std::os::unix::process::CommandExt;
    // SAFETY: setrlimit is async-signal-safe and touches only the child's own limits.
    unsafe {
        command.pre_exec(|| {
            let unlimited = libc::rlimit {
                rlim_cur: libc::RLIM_INFINITY,
                rlim_max: libc::RLIM_INFINITY,
            };
            if libc::setrlimit(libc::RLIMIT_STACK, &unlimited) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start: {e}"))?;
    let mut stdout = child.stdout.take().expect("piped");
    let mut stderr = child.stderr.take().expect("piped");
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stdout, &mut text);
        text
    });
    let err_reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stderr, &mut text);
        text
    });
    let mut status = 0;
    // SAFETY: a zeroed rusage is a valid value for wait4 to fill.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: the pid is our own unwaited child; status and usage are valid out pointers.
    let waited = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    let output = reader.join().unwrap_or_default();
    let errors = err_reader.join().unwrap_or_default();
    if waited < 0 {
        return Err(format!("wait4: {}", std::io::Error::last_os_error()));
    }
    if !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
        return Err(format!(
            "failed ({}): {}",
            if libc::WIFEXITED(status) {
                format!("exit {}", libc::WEXITSTATUS(status))
            } else {
                format!("signal {}", libc::WTERMSIG(status))
            },
            errors.lines().next().unwrap_or("")
        ));
    }
    let seconds = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    Ok(Measured {
        cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime),
        peak_kb: usage.ru_maxrss,
        output: output.split_whitespace().collect::<Vec<_>>().join(" "),
    })
}

/// The best of three runs.
fn measure(mut make: impl FnMut() -> Command) -> Result<Measured, String> {
    let mut best: Option<Measured> = None;
    for _ in 0..3 {
        let m = measure_once(&mut make())?;
        if best.as_ref().is_none_or(|b| m.cpu < b.cpu) {
            best = Some(m);
        }
    }
    Ok(best.expect("three runs"))
}

fn run(program: &Path, what: &str, command: &mut Command) -> Result<(), String> {
    let status = command
        .status()
        .map_err(|e| format!("{what}: cannot start: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{what} failed on {}", program.display()))
    }
}

/// Translates `file` standalone and compiles it with `rustc -O`.
fn build_translated(file: &Path, text: &str) -> Result<PathBuf, String> {
    let source = Source::new(file.display().to_string(), text);
    let checked = algol::check(&source, false).map_err(|e| e.to_string())?;
    let rust = translate(
        &source,
        &checked.program,
        &Options {
            standalone: true,
            max_depth: 1 << 24,
            ..Options::default()
        },
    )?;
    let rs = file.with_extension("rs");
    std::fs::write(&rs, rust).map_err(|e| e.to_string())?;
    let binary = file.with_extension("translated");
    run(
        &rs,
        "rustc",
        Command::new("rustc")
            .args(["--edition", "2021", "-O", "-o"])
            .arg(&binary)
            .arg(&rs),
    )?;
    Ok(binary)
}

/// MARST's binary, header folder and library, from `ATTIC_MARST`.
fn marst() -> Peer {
    let binary = PathBuf::from(std::env::var_os("ATTIC_MARST")?);
    let dir = binary.parent().unwrap_or(Path::new(".")).to_path_buf();
    let header = dir.join("algol.h");
    let library = [dir.join("libalgol.a"), dir.join(".libs/libalgol.a")]
        .into_iter()
        .find(|p| p.exists());
    Some(match (header.exists(), library) {
        (true, Some(library)) => Ok((binary, dir, library)),
        _ => Err(format!(
            "ATTIC_MARST={}: algol.h and libalgol.a (or .libs/libalgol.a) are not beside it",
            binary.display()
        )),
    })
}

/// Translates `file` with MARST and compiles the C with `cc -O2`.
fn build_marst(
    file: &Path,
    (binary, include, library): &(PathBuf, PathBuf, PathBuf),
) -> Result<PathBuf, String> {
    let c = file.with_extension("c");
    run(
        file,
        "marst",
        Command::new(binary).arg(file).arg("-o").arg(&c),
    )?;
    let exe = file.with_extension("marst");
    run(
        &c,
        "cc",
        Command::new("cc")
            .arg("-O2")
            .arg("-I")
            .arg(include)
            .arg(&c)
            .arg(library)
            .arg("-lm")
            .arg("-o")
            .arg(&exe),
    )?;
    Ok(exe)
}

type Peer = Option<Result<(PathBuf, PathBuf, PathBuf), String>>;

/// `stem` names the scratch files (a Rust crate name: no dashes).
fn bench(stem: &str, name: &str, text: &str, dir: &Path, peer: &Peer) {
    println!("\n{name}");
    let file = dir.join(format!("{stem}.alg"));
    std::fs::write(&file, text).expect("a writable scratch folder");
    let attic = env!("CARGO_BIN_EXE_attic");
    let interpreted = measure(|| {
        let mut c = Command::new(attic);
        c.arg("run").arg(&file);
        c
    });
    let translated = build_translated(&file, text).and_then(|exe| measure(|| Command::new(&exe)));
    let marst = match peer {
        None => None,
        Some(Err(e)) => Some(Err(e.clone())),
        Some(Ok(peer)) => {
            Some(build_marst(&file, peer).and_then(|exe| measure(|| Command::new(&exe))))
        }
    };
    let reference = match &marst {
        Some(Ok(m)) => Some((m.cpu, m.peak_kb)),
        _ => None,
    };
    let mut outputs = Vec::new();
    println!(
        "  {:<12} {:>9} {:>10} {:>11} {:>11}",
        "executor", "CPU s", "peak MB", "time/MARST", "peak/MARST"
    );
    for (executor, m) in [
        ("interpreted", Some(interpreted)),
        ("translated", Some(translated)),
        ("MARST", marst),
    ] {
        match m {
            None => println!("  {executor:<12} (set ATTIC_MARST to its marst binary to compare)"),
            Some(Err(e)) => println!("  {executor:<12} {e}"),
            Some(Ok(m)) => {
                let ratio = |a: f64, b: f64| format!("{:.2}x", a / b);
                let (time, peak) = reference.map_or((String::new(), String::new()), |(t, p)| {
                    (ratio(m.cpu, t), ratio(m.peak_kb as f64, p as f64))
                });
                println!(
                    "  {executor:<12} {:>9.3} {:>10.1} {time:>11} {peak:>11}",
                    m.cpu,
                    m.peak_kb as f64 / 1024.0,
                );
                outputs.push((executor, m.output));
            }
        }
    }
    if let Some((first, out)) = outputs.first() {
        for (other, theirs) in &outputs[1..] {
            if theirs != out {
                println!("  OUTPUTS DIFFER: {first} `{out}`, {other} `{theirs}`");
            }
        }
        println!("  output: {out}");
    }
}

fn main() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("algol_bench");
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let peer = marst();
    bench(
        "man_or_boy",
        "man or boy (k = 0..20)",
        MAN_OR_BOY,
        &dir,
        &peer,
    );
    bench(
        "sieve",
        "sieve (2 000 000 Booleans x 5)",
        SIEVE,
        &dir,
        &peer,
    );
}
