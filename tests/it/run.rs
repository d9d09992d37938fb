//! `attic run` of either language takes one path (`attic::run::run_streamed`): a limit is hit
//! the same way in CPL and ALGOL (exit 1, a message naming the limit and the flag that raises
//! it), and the CLI's streamed run and the studio's buffered one (`attic::run::run`) end alike.
//! Data: `tests/run/`.

use crate::support::attic;

/// The two runaway programs, each asked to run away one way, under a limit `flag`.
fn both(cpl_eval: &str, algol_way: &str, flag: &str, n: &str) -> [(i32, String, String); 2] {
    [
        attic(
            &["run", "tests/run/runaway.cpl", "--eval", cpl_eval, flag, n],
            "",
        ),
        attic(&["run", "tests/run/runaway.alg", flag, n], algol_way),
    ]
}

#[test]
fn the_step_limit_stops_both_languages_alike() {
    for (code, stdout, stderr) in both("Bushy(40)", "2\n", "--max-steps", "10000") {
        assert_eq!(code, 1, "{stderr}");
        assert!(stderr.contains("10000"), "{stderr}");
        assert!(stderr.contains("the step limit"), "{stderr}");
        assert!(stderr.contains("--max-steps"), "{stderr}");
        // ALGOL's output before the limit streams out: the way it read from stdin.
        assert!(stdout.is_empty() || stdout.trim() == "2", "{stdout}");
    }
}

#[test]
fn the_depth_limit_stops_a_runaway_recursion_in_both_languages_alike() {
    for (code, stdout, stderr) in both("Forever(0)", "1\n", "--max-depth", "50") {
        assert_eq!(code, 1, "{stderr}");
        assert!(stderr.contains("deeper than 50"), "{stderr}");
        assert!(stderr.contains("the depth limit"), "{stderr}");
        assert!(stderr.contains("--max-depth"), "{stderr}");
        assert!(stdout.is_empty() || stdout.trim() == "1", "{stdout}");
    }
}

#[test]
fn algol_reads_its_input_from_stdin_and_prints_before_the_limit() {
    let (code, stdout, _) = attic(
        &["run", "tests/run/runaway.alg", "--max-depth", "50"],
        "1\n",
    );
    assert_eq!((code, stdout.trim()), (1, "1"));
}

/// The studio's run (buffers) and `attic run` (streams) end with the same exit code and the
/// same diagnostic; only the CLI adds the flag's help line, which the studio has no use for.
#[test]
fn the_studios_run_and_attic_run_end_alike() {
    use attic::run::{run, Language, RunRequest};
    let alg = std::fs::read_to_string("tests/run/runaway.alg").expect("readable");
    let cpl = std::fs::read_to_string("tests/run/runaway.cpl").expect("readable");
    let name_alg = "tests/run/runaway.alg";
    let name_cpl = "tests/run/runaway.cpl";
    let mut algol = RunRequest::new(Language::Algol, name_alg, &alg);
    algol.input = "1\n";
    algol.limits.max_depth = 50;
    let mut cpl_request = RunRequest::new(Language::Cpl, name_cpl, &cpl);
    cpl_request.eval = Some("Forever(0)");
    cpl_request.limits.max_depth = 50;
    let cli = both("Forever(0)", "1\n", "--max-depth", "50");
    for (request, (code, stdout, stderr)) in [cpl_request, algol].iter().zip(cli) {
        let outcome = run(request);
        assert_eq!(i32::from(outcome.exit), code);
        assert_eq!(outcome.stdout, stdout);
        let rendered = outcome.diagnostic.expect("a diagnostic").to_string();
        assert!(
            stderr.starts_with(rendered.trim_end()),
            "{stderr}\n{rendered}"
        );
    }
}
