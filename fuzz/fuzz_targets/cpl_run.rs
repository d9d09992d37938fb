//! CPL runs as the studio's /api/run runs them: the first line is the expression, the rest the
//! program; small limits, so every run ends at a limit rather than a timeout.
#![no_main]
use attic::run::{run, Language, RunLimits, RunRequest};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (eval, program) = text.split_once('\n').unwrap_or((text, ""));
    let mut request = RunRequest::new(Language::Cpl, "fuzz.cpl", program);
    request.eval = Some(eval);
    request.prelude = data.len() % 2 == 0;
    request.limits = RunLimits {
        max_steps: 20_000,
        max_depth: 500,
        max_output: 1 << 16,
        // Small enough that a runaway stops at the limit well within the fuzzer's memory.
        max_memory: 64 << 20,
        ..RunLimits::default()
    };
    let outcome = run(&request);
    assert!([0, 1, 2, 65].contains(&outcome.exit), "{outcome:?}");
});
