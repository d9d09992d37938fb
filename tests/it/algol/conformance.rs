//! The ALGOL 60 conformance corpus through the interpreter, and the reproducers of the
//! crashes and gaps that issue 14 listed (deep nesting, runaway loops, output formats, flags
//! of the other language, the reference language's delimiters).

/// Writes `text` to a temporary `.alg` file and runs `attic run FILE ARGS`.
fn run_text(name: &str, text: &str, args: &[&str]) -> (i32, String, String) {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("algol");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let path = path.display().to_string();
    let mut all = vec!["run", path.as_str()];
    all.extend_from_slice(args);
    crate::support::attic(&all, "")
}

const N: usize = 100_000;

#[test]
fn deep_nesting_runs_or_is_refused_naming_the_limit() {
    let shapes: Vec<(&str, String, i32, &str)> = vec![
        (
            "parens.alg",
            format!(
                "begin integer x; x := {}1{}; outinteger(1, x) end",
                "(".repeat(N),
                ")".repeat(N)
            ),
            65,
            "nest more than 50000 deep here (the nesting limit)",
        ),
        (
            "blocks.alg",
            format!(
                "{} outinteger(1, 7) {}",
                "begin ".repeat(N),
                "end ".repeat(N)
            ),
            0,
            "7",
        ),
        (
            "else-if.alg",
            format!(
                "begin integer i; i := {}; {} outinteger(1, -1) end",
                N - 1,
                (0..N)
                    .map(|k| format!("if i = {k} then outinteger(1, {k}) else "))
                    .collect::<String>()
            ),
            0,
            "99999",
        ),
        (
            "conditional-expressions.alg",
            format!(
                "begin integer i; i := 3; outinteger(1, {} -1) end",
                (0..N)
                    .map(|k| format!("if i = {k} then {k} else "))
                    .collect::<String>()
            ),
            0,
            "3",
        ),
        (
            "sum.alg",
            format!(
                "begin integer x; x := {}; outinteger(1, x) end",
                vec!["1"; N].join(" + ")
            ),
            0,
            "100000",
        ),
        (
            "not.alg",
            format!(
                "begin Boolean b; b := {}true; outboolean(1, b) end",
                "¬ ".repeat(N)
            ),
            0,
            "true",
        ),
    ];
    for (name, text, exit, says) in shapes {
        let (code, stdout, stderr) = run_text(name, &text, &[]);
        assert_eq!(code, exit, "{name}: {stderr}");
        if exit == 0 {
            assert_eq!(stdout.trim(), says, "{name}");
        } else {
            assert!(stderr.contains(says), "{name}: {stderr}");
        }
    }
}

#[test]
fn a_runaway_loop_stops_at_the_step_limit() {
    let (code, _, stderr) = run_text(
        "loop.alg",
        "begin integer i; l: i := 1; go to l end",
        &["--max-steps", "100000"],
    );
    assert_eq!(code, 1);
    assert!(
        stderr.contains("more than 100000 steps (the step limit)"),
        "{stderr}"
    );
    assert!(stderr.contains("--max-steps"), "{stderr}");
}

#[test]
fn the_time_limit_stops_a_runaway_loop() {
    let (code, _, stderr) = run_text(
        "slow.alg",
        "begin integer i; l: i := 1; go to l end",
        &["--time-limit", "0.2"],
    );
    assert_eq!(code, 1);
    assert!(stderr.contains("(the time limit)"), "{stderr}");
    assert!(stderr.contains("--time-limit"), "{stderr}");
}

#[test]
fn output_formats_and_huge_reals_are_errors_with_their_place() {
    let (code, _, stderr) = run_text("wide.alg", "begin output('I65536', 3) end", &[]);
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stderr.contains("`I65536` asks for a width of 65536, more than 1000"),
        "{stderr}"
    );
    assert!(stderr.contains("wide.alg:1:7"), "{stderr}");
    let (code, stdout, stderr) = run_text("huge.alg", "begin outinteger(1, 1.0e300) end", &[]);
    assert_eq!((code, stdout.as_str()), (1, ""), "{stderr}");
    assert!(
        stderr.contains("the real 1e300 is too large to print as an integer"),
        "{stderr}"
    );
}

#[test]
fn a_flag_of_the_other_language_is_a_usage_error() {
    let (code, _, stderr) = run_text("ok.alg", "begin end", &["--counts", "--reading", "xor"]);
    assert_eq!(code, 2);
    assert!(
        stderr.contains("--reading, --counts are only for CPL programs"),
        "{stderr}"
    );
}

#[test]
fn man_or_boy_under_default_limits() {
    let text = "begin
  real procedure A(k, x1, x2, x3, x4, x5); value k; integer k;
  begin
    real procedure B; begin k := k - 1; B := A := A(k, B, x1, x2, x3, x4) end;
    if k ≤ 0 then A := x4 + x5 else B
  end;
  integer k;
  for k := 0 step 1 until 14 do outinteger(1, A(k, 1, -1, -1, 1, 0))
end";
    let (code, stdout, stderr) = run_text("man-or-boy.alg", text, &[]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(
        stdout.trim(),
        "1 0 -2 0 1 0 1 -1 -10 -30 -67 -138 -291 -642 -1446"
    );
}
