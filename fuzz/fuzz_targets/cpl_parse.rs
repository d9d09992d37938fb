//! CPL text: parsing never panics, and what parses prints back to text that parses to the
//! same canonical text (in glyphs and in ASCII).
#![no_main]
use attic::cpl::parse;
use attic::cpl::pretty::{self, Spelling};
use attic::diagnostic::Source;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(source) = Source::from_bytes("fuzz.cpl", data.to_vec()) else {
        return;
    };
    let _ = parse::parse_expr(&source);
    let Ok(program) = parse::parse_program(&source) else {
        return;
    };
    for spelling in [Spelling::Unicode, Spelling::Ascii] {
        let printed = pretty::program_to_string(&program, spelling);
        let again = parse::parse_program(&Source::new("printed.cpl", printed.as_str()))
            .unwrap_or_else(|d| panic!("the printed program does not parse:\n{d}\n{printed}"));
        assert_eq!(pretty::program_to_string(&again, spelling), printed);
    }
});
