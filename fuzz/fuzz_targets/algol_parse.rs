//! ALGOL 60 text: parsing and resolving never panic; what parses prints back to text that
//! parses to the same canonical text.
#![no_main]
use attic::algol;
use attic::diagnostic::Source;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(source) = Source::from_bytes("fuzz.alg", data.to_vec()) else {
        return;
    };
    let Ok(parsed) = algol::parse::parse(&source, false) else {
        return;
    };
    let _ = algol::check(&source, true);
    let printed = algol::pretty::print(&parsed.program, false);
    let again = algol::parse::parse(&Source::new("printed.alg", printed.as_str()), false)
        .unwrap_or_else(|d| panic!("the printed program does not parse:\n{d}\n{printed}"));
    assert_eq!(algol::pretty::print(&again.program, false), printed);
});
