//! ALGOL 60 to Rust: translating any program that checks never panics, and what comes out is
//! Rust that parses (a crate module and a standalone program alike).
#![no_main]
use attic::algol;
use attic::algol::translate::{translate, Options};
use attic::diagnostic::Source;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(source) = Source::from_bytes("fuzz.alg", data.to_vec()) else {
        return;
    };
    let Ok(checked) = algol::check(&source, false) else {
        return;
    };
    let standalone = data.len() % 2 == 1;
    let options = Options {
        standalone,
        ..Options::default()
    };
    // A program the translation refuses is refused in words; what it takes must be Rust.
    let Ok(rust) = translate(&source, &checked.program, &options) else {
        return;
    };
    if let Err(e) = syn::parse_file(&rust) {
        panic!("the translation is not Rust: {e}\n{rust}");
    }
});
