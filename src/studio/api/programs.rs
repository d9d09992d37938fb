//! `GET /api/programs`: every program the playground can start from, embedded in the binary
//! (the files of `programs/` and small examples of each language), with a suggested `eval` for
//! CPL and `input` for ALGOL.

use axum::Json;
use serde_json::{json, Value};

/// A program the studio carries: its path in the repository, its language and text.
pub struct Embedded {
    pub path: &'static str,
    pub language: &'static str,
    pub text: &'static str,
    /// CPL: an expression worth evaluating first.
    pub eval: &'static str,
}

pub const PROGRAMS: &[Embedded] = &[
    Embedded {
        path: "programs/cpl/strachey-1966-corrected.cpl",
        language: "cpl",
        text: crate::programs::STRACHEY_CORRECTED,
        eval: "LegalPositionsFrom(Opening)",
    },
    Embedded {
        path: "programs/cpl/strachey-1966.cpl",
        language: "cpl",
        text: crate::programs::STRACHEY_PRINTED,
        eval: "LegalPositionsFrom(Opening)",
    },
    Embedded {
        path: "programs/cpl/checkers-prelude.cpl",
        language: "cpl",
        text: crate::programs::PRELUDE,
        eval: "TerminalValue(Opening)",
    },
    Embedded {
        path: "programs/algol/mate-in-2.alg",
        language: "algol",
        text: crate::programs::MATE_IN_2,
        eval: "",
    },
    Embedded {
        path: "programs/algol/mate-in-3.alg",
        language: "algol",
        text: crate::programs::MATE_IN_3,
        eval: "",
    },
    Embedded {
        path: "programs/algol/mate-in-4.alg",
        language: "algol",
        text: crate::programs::MATE_IN_4,
        eval: "",
    },
    Embedded {
        path: "programs/algol/mate-in-n.alg",
        language: "algol",
        text: crate::programs::MATE_IN_N,
        eval: "",
    },
    Embedded {
        path: "tests/algol/man-or-boy.alg",
        language: "algol",
        text: include_str!("../../../tests/algol/man-or-boy.alg"),
        eval: "",
    },
    Embedded {
        path: "tests/algol/jensen.alg",
        language: "algol",
        text: include_str!("../../../tests/algol/jensen.alg"),
        eval: "",
    },
];

/// The first mate in 2 of `programs/problems/known-keys.epd`, as the ALGOL programs read it.
const SAMPLE_MATE: &str = "2R5/8/3k4/3N2p1/4K1Q1/8/8/8 w - -";

/// What a program reads on `input`: for the mate solvers, [`SAMPLE_MATE`] in their format
/// (the programs that read `s` first are asked for mate in 2 too).
fn suggested_input(program: &Embedded) -> String {
    use crate::bridge::algol_chess::{program_input, MateProgram, Setup};
    let solver = match program.path {
        "programs/algol/mate-in-2.alg" => MateProgram::for_moves(2),
        "programs/algol/mate-in-3.alg" => MateProgram::for_moves(3).map(|p| p.with_moves_input(2)),
        "programs/algol/mate-in-4.alg" => MateProgram::for_moves(4).map(|p| p.with_moves_input(2)),
        "programs/algol/mate-in-n.alg" => MateProgram::mate_in_n(2),
        _ => None,
    };
    let (Some(solver), Ok(setup)) = (solver, Setup::from_fen(SAMPLE_MATE)) else {
        return String::new();
    };
    program_input(&setup, solver.moves_input).unwrap_or_default()
}

pub async fn list() -> Json<Value> {
    let programs: Vec<Value> = PROGRAMS
        .iter()
        .map(|p| {
            json!({
                "path": p.path,
                "language": p.language,
                "source": p.text,
                "eval": p.eval,
                "input": suggested_input(p),
            })
        })
        .collect();
    Json(json!({ "programs": programs }))
}
