//! ALGOL 60 runs as the studio's /api/run runs them, with small limits and a few numbers
//! of input.
#![no_main]
use attic::run::{run, Language, RunLimits, RunRequest};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut request = RunRequest::new(Language::Algol, "fuzz.alg", text);
    request.input = "1 2 3 4.5 -6";
    request.limits = RunLimits {
        max_steps: 20_000,
        max_depth: 200,
        max_output: 1 << 16,
        // Small enough that a runaway stops at the limit well within the fuzzer's memory.
        max_memory: 64 << 20,
        ..RunLimits::default()
    };
    let outcome = run(&request);
    assert!([0, 1, 2, 65].contains(&outcome.exit), "{outcome:?}");
});
