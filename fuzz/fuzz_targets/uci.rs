//! A UCI session from arbitrary lines. Searches are cut to depth 1 (a `go` as given may ask
//! for an hour or for ever), so every session ends; everything else is as typed.
#![no_main]
use attic::chess::uci;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut input = Vec::with_capacity(data.len());
    for line in data.split(|&b| b == b'\n').take(100) {
        let line = if line.trim_ascii_start().starts_with(b"go") {
            &b"go depth 1"[..]
        } else {
            line
        };
        input.extend_from_slice(line);
        input.push(b'\n');
    }
    uci::run(&input[..], Box::new(std::io::sink()), None);
});
