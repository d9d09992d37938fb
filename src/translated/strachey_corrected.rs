//! Generated from CPL by `attic translate programs/cpl/strachey-1966-corrected.cpl --prelude --entry 'ChosenPosition(Opening)'`: do not edit by hand.
//! Typed Rust: each definition a function over the types inference gives it.

#![allow(non_snake_case, unused, unreachable_code, unused_labels, unused_braces, unused_parens, clippy::all)]

use crate::cpl::runtime as rt;

/// The definitions, by the number each passes to `ctx.enter`.
pub const DEFINITIONS: [&str; 18] = ["ChosenPosition", "BestPosition", "PositionValue", "LegalPositionsFrom", "RemainingPositionList", "PartialPositionList", "NextMoveDirection", "FindMoveList", "MakeMove", "FinalPosition", "CaptureTree", "PartialCapturePositionList", "PCP", "CombineCaptureTrees", "SearchDepth", "Terminal", "TerminalValue", "Opening"];

// ChosenPosition(P) = value of
//     § let L = LegalPositionsFrom(P)
//       if Null(L) then Resign
//       let (p,v) = BestPosition(NIL, - ∞,L,0)
//       result is p §
//
/// `ChosenPosition`(P: (logical, logical, logical, integer)): (logical, logical, logical, integer) or NIL.
#[inline]
pub fn chosen_position(ctx: &mut rt::Ctx, P: (rt::Logical, rt::Logical, rt::Logical, i64)) -> rt::R<Option<(rt::Logical, rt::Logical, rt::Logical, i64)>> {
    ctx.enter(0, "programs/cpl/strachey-1966-corrected.cpl:1:1")?;
    let result: Option<(rt::Logical, rt::Logical, rt::Logical, i64)> = 'b1: {
        let L: rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)> = legal_positions_from(ctx, P)?;
        if (L).is_empty() { return Err(rt::Stop::Resign); }
        let (p, v,): (Option<(rt::Logical, rt::Logical, rt::Logical, i64)>, rt::Num) = best_position(ctx, None, (rt::Num::PosInf).neg("programs/cpl/strachey-1966-corrected.cpl:4:37")?, L, 0i64)?;
        p
    };
    ctx.leave();
    Ok(result)
}

// BestPosition(P,V,L,d) = Null(L) → (P,V), value of
//     § let (p, l) = Next(L)
//       let v = - PositionValue(p,d + 1)
//       result is (v > V) → BestPosition(p,v,l,d),
//                           BestPosition(P,V,l,d) §
//
/// `BestPosition`(P: (logical, logical, logical, integer) or NIL, V: integer or ∞, L: list of (logical, logical, logical, integer), d: integer): ((logical, logical, logical, integer) or NIL, integer or ∞).
#[inline]
pub fn best_position(ctx: &mut rt::Ctx, P: Option<(rt::Logical, rt::Logical, rt::Logical, i64)>, V: rt::Num, L: rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)>, d: i64) -> rt::R<(Option<(rt::Logical, rt::Logical, rt::Logical, i64)>, rt::Num)> {
    ctx.enter(1, "programs/cpl/strachey-1966-corrected.cpl:7:1")?;
    let result: (Option<(rt::Logical, rt::Logical, rt::Logical, i64)>, rt::Num) = if (L).is_empty() { (P, V) } else { 'b1: {
            let (p, l,): ((rt::Logical, rt::Logical, rt::Logical, i64), rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)>) = (L).next("programs/cpl/strachey-1966-corrected.cpl:8:20")?;
            let v: rt::Num = (position_value(ctx, p, rt::checked((d).checked_add(1i64), "+", "programs/cpl/strachey-1966-corrected.cpl:9:33")?)?).neg("programs/cpl/strachey-1966-corrected.cpl:9:15")?;
            if (v > V) { best_position(ctx, Some(p), v, l, d)? } else { best_position(ctx, P, V, l, d)? }
        } };
    ctx.leave();
    Ok(result)
}

// PositionValue(P,d) = Terminal(P,d) → TerminalValue(P), value of
//     § let L = LegalPositionsFrom(P)
//       let (p,v) = BestPosition(NIL,- ∞,L,d)
//       result is v §
//
/// `PositionValue`(P: (logical, logical, logical, integer), d: integer): integer or ∞.
#[inline]
pub fn position_value(ctx: &mut rt::Ctx, P: (rt::Logical, rt::Logical, rt::Logical, i64), d: i64) -> rt::R<rt::Num> {
    ctx.enter(2, "programs/cpl/strachey-1966-corrected.cpl:13:1")?;
    let result: rt::Num = if terminal(ctx, P, d)? { rt::Num::Int(terminal_value(ctx, P)?) } else { 'b1: {
            let L: rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)> = legal_positions_from(ctx, P)?;
            let (p, v,): (Option<(rt::Logical, rt::Logical, rt::Logical, i64)>, rt::Num) = best_position(ctx, None, (rt::Num::PosInf).neg("programs/cpl/strachey-1966-corrected.cpl:15:36")?, L, d)?;
            v
        } };
    ctx.leave();
    Ok(result)
}

// LegalPositionsFrom(P) = value of
//     § let L = RemainingPositionList(P,Capture,5)
//       result is Null(L)→RemainingPositionList(P,NonCapture,5),L §
//
/// `LegalPositionsFrom`(P: (logical, logical, logical, integer)): list of (logical, logical, logical, integer).
#[inline]
pub fn legal_positions_from(ctx: &mut rt::Ctx, P: (rt::Logical, rt::Logical, rt::Logical, i64)) -> rt::R<rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)>> {
    ctx.enter(3, "programs/cpl/strachey-1966-corrected.cpl:18:1")?;
    let result: rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)> = 'b1: {
        let L: rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)> = remaining_position_list(ctx, P, rt::Atom::Capture, 5i64)?;
        if (L).is_empty() { remaining_position_list(ctx, P, rt::Atom::NonCapture, 5i64)? } else { L }
    };
    ctx.leave();
    Ok(result)
}

// RemainingPositionList(P,C,s) =
//     PartialPositionList(P,C,s,FindMoveList(P,C,s))
//
/// `RemainingPositionList`(P: (logical, logical, logical, integer), C: move kind, s: integer): list of (logical, logical, logical, integer).
#[inline(always)]
pub fn remaining_position_list(ctx: &mut rt::Ctx, P: (rt::Logical, rt::Logical, rt::Logical, i64), C: rt::Atom, s: i64) -> rt::R<rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)>> {
    ctx.enter(4, "programs/cpl/strachey-1966-corrected.cpl:22:1")?;
    let result: rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)> = { let t_1 = P; let t_2 = C; let t_3 = s; let t_4 = find_move_list(ctx, P, C, s)?; partial_position_list(ctx, t_1, t_2, t_3, t_4)? };
    ctx.leave();
    Ok(result)
}

// PartialPositionList(P,C,s,L) =
//     Null(L)→( (s = -5)→NIL,
//               RemainingPositionList(P,C,NextMoveDirection(s) )),
//     value of
//     § let Φ = SingleDigitFrom(L)
//       let Ip = MakeMove(P,C,s,Φ)
//       let l = (C = Capture)→CaptureTree(Ip),
//                             FinalPosition(Ip)
//       result is Join(l,PartialPositionList(P,C,s, L - Φ))§
//
/// `PartialPositionList`(P: (logical, logical, logical, integer), C: move kind, s: integer, L: logical): list of (logical, logical, logical, integer).
#[inline]
pub fn partial_position_list(ctx: &mut rt::Ctx, P: (rt::Logical, rt::Logical, rt::Logical, i64), C: rt::Atom, s: i64, L: rt::Logical) -> rt::R<rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)>> {
    ctx.enter(5, "programs/cpl/strachey-1966-corrected.cpl:25:1")?;
    let result: rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)> = if (L).is_zero() { if (s == -5i64) { rt::List::nil() } else { { let t_1 = P; let t_2 = C; let t_3 = next_move_direction(ctx, s)?; remaining_position_list(ctx, t_1, t_2, t_3)? } } } else { 'b1: {
            let Phi: rt::Logical = (L).single_digit("programs/cpl/strachey-1966-corrected.cpl:29:15")?;
            let Ip: (rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical) = make_move(ctx, P, C, s, Phi)?;
            let l: rt::Many<(rt::Logical, rt::Logical, rt::Logical, i64)> = if (C == rt::Atom::Capture) { capture_tree(ctx, Ip)? } else { rt::Many::One(final_position(ctx, Ip)?) };
            { let t_4 = l; let t_5 = partial_position_list(ctx, P, C, s, (L).minus(Phi))?; (t_4).join(t_5) }
        } };
    ctx.leave();
    Ok(result)
}

// NextMoveDirection(s) = (s = 5) → 4, ( (s = 4) → - 4, -5)
//
/// `NextMoveDirection`(s: integer): integer.
#[inline(always)]
pub fn next_move_direction(ctx: &mut rt::Ctx, s: i64) -> rt::R<i64> {
    ctx.tick(6, "programs/cpl/strachey-1966-corrected.cpl:35:1")?;
    let result: i64 = if (s == 5i64) { 4i64 } else { if (s == 4i64) { -4i64 } else { -5i64 } };
    Ok(result)
}

// FindMoveList(P,C,s) = value of
//     § let (X,Y,K,σ) = P
//       let Empty = ~ X ∧ ~ Y ∧ Board
//       let ψ = (C = Capture) → (Shift(Empty,σs) ∧ Y), Empty
//       let Φ = Shift(ψ, σs) ∧ X
//       result is (s > 0) → Φ, Φ ∧ K §
//
/// `FindMoveList`(P: (logical, logical, logical, integer), C: move kind, s: integer): logical.
#[inline(always)]
pub fn find_move_list(ctx: &mut rt::Ctx, P: (rt::Logical, rt::Logical, rt::Logical, i64), C: rt::Atom, s: i64) -> rt::R<rt::Logical> {
    ctx.tick(7, "programs/cpl/strachey-1966-corrected.cpl:37:1")?;
    let result: rt::Logical = 'b1: {
        let (X, Y, K, sigma,): (rt::Logical, rt::Logical, rt::Logical, i64) = P;
        let Empty: rt::Logical = (((X).complement()).and((Y).complement())).and(rt::BOARD);
        let psi: rt::Logical = if (C == rt::Atom::Capture) { ((Empty).shift(rt::checked((sigma).checked_mul(s), "×", "programs/cpl/strachey-1966-corrected.cpl:40:44")?)).and(Y) } else { Empty };
        let Phi: rt::Logical = ((psi).shift(rt::checked((sigma).checked_mul(s), "×", "programs/cpl/strachey-1966-corrected.cpl:41:24")?)).and(X);
        if (s > 0i64) { Phi } else { (Phi).and(K) }
    };
    Ok(result)
}

// MakeMove(P,C,s,Φ) = value of
//     § let (X,Y,K,σ) = P
//       let ψ = (C = Capture) → Shift(Φ, - σs), Zero
//       let θ = (C = Capture) → Shift(ψ, - σs),
//                               Shift(Φ, - σs)
//       let Xk = Null(Φ ∧ K) → (θ ∧ LastRows), (θ - Φ)
//       result is ((X - Φ + θ), (Y - ψ), (K - ψ - Φ + Xk),σ,θ)§
//
/// `MakeMove`(P: (logical, logical, logical, integer), C: move kind, s: integer, Φ: logical): (logical, logical, logical, integer, logical).
#[inline(always)]
pub fn make_move(ctx: &mut rt::Ctx, P: (rt::Logical, rt::Logical, rt::Logical, i64), C: rt::Atom, s: i64, Phi: rt::Logical) -> rt::R<(rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical)> {
    ctx.tick(8, "programs/cpl/strachey-1966-corrected.cpl:44:1")?;
    let result: (rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical) = 'b1: {
        let (X, Y, K, sigma,): (rt::Logical, rt::Logical, rt::Logical, i64) = P;
        let psi: rt::Logical = if (C == rt::Atom::Capture) { (Phi).shift(rt::checked((rt::checked((sigma).checked_mul(s), "×", "programs/cpl/strachey-1966-corrected.cpl:46:42")?).checked_neg(), "-", "programs/cpl/strachey-1966-corrected.cpl:46:40")?) } else { rt::ZERO };
        let theta: rt::Logical = if (C == rt::Atom::Capture) { (psi).shift(rt::checked((rt::checked((sigma).checked_mul(s), "×", "programs/cpl/strachey-1966-corrected.cpl:47:42")?).checked_neg(), "-", "programs/cpl/strachey-1966-corrected.cpl:47:40")?) } else { (Phi).shift(rt::checked((rt::checked((sigma).checked_mul(s), "×", "programs/cpl/strachey-1966-corrected.cpl:48:42")?).checked_neg(), "-", "programs/cpl/strachey-1966-corrected.cpl:48:40")?) };
        let Xk: rt::Logical = if ((Phi).and(K)).is_zero() { (theta).and(rt::LAST_ROWS) } else { (theta).minus(Phi) };
        (((X).minus(Phi)).or(theta), (Y).minus(psi), (((K).minus(psi)).minus(Phi)).or(Xk), sigma, theta)
    };
    Ok(result)
}

// FinalPosition(Ip) = value of
//     § let (X,Y,K,σ,Φ) = Ip
//       result is (Y,X,K, - σ)§
//
/// `FinalPosition`(Ip: (logical, logical, logical, integer, logical)): (logical, logical, logical, integer).
#[inline(always)]
pub fn final_position(ctx: &mut rt::Ctx, Ip: (rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical)) -> rt::R<(rt::Logical, rt::Logical, rt::Logical, i64)> {
    ctx.tick(9, "programs/cpl/strachey-1966-corrected.cpl:52:1")?;
    let result: (rt::Logical, rt::Logical, rt::Logical, i64) = 'b1: {
        let (X, Y, K, sigma, Phi,): (rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical) = Ip;
        (Y, X, K, rt::checked((sigma).checked_neg(), "-", "programs/cpl/strachey-1966-corrected.cpl:54:25")?)
    };
    Ok(result)
}

// CaptureTree(Ip) = value of
//     § let L = PartialCapturePositionList(Ip)
//       result is Null(L) → (FinalPosition(Ip) ),
//                           CombineCaptureTrees(L) §
//
/// `CaptureTree`(Ip: (logical, logical, logical, integer, logical)): (logical, logical, logical, integer) or list of (logical, logical, logical, integer).
#[inline]
pub fn capture_tree(ctx: &mut rt::Ctx, Ip: (rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical)) -> rt::R<rt::Many<(rt::Logical, rt::Logical, rt::Logical, i64)>> {
    ctx.enter(10, "programs/cpl/strachey-1966-corrected.cpl:56:1")?;
    let result: rt::Many<(rt::Logical, rt::Logical, rt::Logical, i64)> = 'b1: {
        let L: rt::List<(rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical)> = partial_capture_position_list(ctx, Ip)?;
        if (L).is_empty() { rt::Many::One(final_position(ctx, Ip)?) } else { rt::Many::List(combine_capture_trees(ctx, L)?) }
    };
    ctx.leave();
    Ok(result)
}

// PartialCapturePositionList(Ip) = value of
//     § let (X,Y,K,σ,Φ) = Ip
//       let P = (X,Y,K,σ)
//       result is MinList(PCP(P,Φ,5),PCP(P,Φ,4),
//                         PCP(P,Φ ∧ K, - 4), PCP(P,Φ ∧ K, - 5) )§
//
/// `PartialCapturePositionList`(Ip: (logical, logical, logical, integer, logical)): list of (logical, logical, logical, integer, logical).
#[inline]
pub fn partial_capture_position_list(ctx: &mut rt::Ctx, Ip: (rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical)) -> rt::R<rt::List<(rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical)>> {
    ctx.enter(11, "programs/cpl/strachey-1966-corrected.cpl:61:1")?;
    let result: rt::List<(rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical)> = 'b1: {
        let (X, Y, K, sigma, Phi,): (rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical) = Ip;
        let P: (rt::Logical, rt::Logical, rt::Logical, i64) = (X, Y, K, sigma);
        { let mut t_1: rt::Kept<(rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical), 4> = rt::Kept::new(); if let Some(t_2) = pcp(ctx, P, Phi, 5i64)? { t_1.push(t_2); } if let Some(t_3) = pcp(ctx, P, Phi, 4i64)? { t_1.push(t_3); } if let Some(t_4) = pcp(ctx, P, (Phi).and(K), -4i64)? { t_1.push(t_4); } if let Some(t_5) = pcp(ctx, P, (Phi).and(K), -5i64)? { t_1.push(t_5); } t_1.into_list() }
    };
    ctx.leave();
    Ok(result)
}

// PCP(P,Φ,s) = value of
//     § let (X,Y,K,σ) = P
//       let ψ = Shift(Φ, - σs) ∧ Y
//       let Empty = ~ X ∧ ~ Y ∧ Board
//       let θ = Shift(ψ, - σs) ∧ Empty
//       let Xk = Null(Φ ∧ K) → (θ ∧ LastRows), (θ - Φ)
//       result is Null(θ) → NIL,
//                 ((X - Φ + θ),(Y - ψ),(K - ψ - Φ + Xk),σ,θ)§
//
/// `PCP`(P: (logical, logical, logical, integer), Φ: logical, s: integer): (logical, logical, logical, integer, logical) or NIL.
#[inline(always)]
pub fn pcp(ctx: &mut rt::Ctx, P: (rt::Logical, rt::Logical, rt::Logical, i64), Phi: rt::Logical, s: i64) -> rt::R<Option<(rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical)>> {
    ctx.tick(12, "programs/cpl/strachey-1966-corrected.cpl:67:1")?;
    let result: Option<(rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical)> = 'b1: {
        let (X, Y, K, sigma,): (rt::Logical, rt::Logical, rt::Logical, i64) = P;
        let psi: rt::Logical = ((Phi).shift(rt::checked((rt::checked((sigma).checked_mul(s), "×", "programs/cpl/strachey-1966-corrected.cpl:69:26")?).checked_neg(), "-", "programs/cpl/strachey-1966-corrected.cpl:69:24")?)).and(Y);
        let Empty: rt::Logical = (((X).complement()).and((Y).complement())).and(rt::BOARD);
        let theta: rt::Logical = ((psi).shift(rt::checked((rt::checked((sigma).checked_mul(s), "×", "programs/cpl/strachey-1966-corrected.cpl:71:26")?).checked_neg(), "-", "programs/cpl/strachey-1966-corrected.cpl:71:24")?)).and(Empty);
        let Xk: rt::Logical = if ((Phi).and(K)).is_zero() { (theta).and(rt::LAST_ROWS) } else { (theta).minus(Phi) };
        if (theta).is_zero() { None } else { Some((((X).minus(Phi)).or(theta), (Y).minus(psi), (((K).minus(psi)).minus(Phi)).or(Xk), sigma, theta)) }
    };
    Ok(result)
}

// CombineCaptureTrees(L) = Null(L) → NIL, value of
//     § let (Ip,l) = Next(L)
//       result is Join(CaptureTree(Ip),CombineCaptureTrees(l) )§
/// `CombineCaptureTrees`(L: list of (logical, logical, logical, integer, logical)): list of (logical, logical, logical, integer).
#[inline]
pub fn combine_capture_trees(ctx: &mut rt::Ctx, L: rt::List<(rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical)>) -> rt::R<rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)>> {
    ctx.enter(13, "programs/cpl/strachey-1966-corrected.cpl:76:1")?;
    let result: rt::List<(rt::Logical, rt::Logical, rt::Logical, i64)> = if (L).is_empty() { rt::List::nil() } else { 'b1: {
            let (Ip, l,): ((rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical), rt::List<(rt::Logical, rt::Logical, rt::Logical, i64, rt::Logical)>) = (L).next("programs/cpl/strachey-1966-corrected.cpl:77:20")?;
            { let t_1 = capture_tree(ctx, Ip)?; let t_2 = combine_capture_trees(ctx, l)?; (t_1).join(t_2) }
        } };
    ctx.leave();
    Ok(result)
}

// SearchDepth = 3
//
// || The search stops at the depth cut-off: d plies have been played since the root.
/// `SearchDepth`: integer.
pub fn search_depth(ctx: &mut rt::Ctx) -> rt::R<i64> {
    if let Some(value) = ctx.override_int("SearchDepth") { return Ok(value); }
    ctx.enter_constant("SearchDepth", "programs/cpl/checkers-prelude.cpl:8:1")?;
    ctx.tick(14, "programs/cpl/checkers-prelude.cpl:8:1")?;
    let result: i64 = 3i64;
    ctx.leave_constant();
    Ok(result)
}

// Terminal(P,d) = d ≥ SearchDepth
//
// || Material from the side to move's point of view (the search is negamax): 3 per man and
// || 10 per king, as in Martin Richards' BCPL translation. Written with ∧ and ~ only, so that
// || it means the same under both readings of + and - on logicals.
/// `Terminal`(P: (logical, logical, logical, integer), d: integer): truth value.
#[inline]
pub fn terminal(ctx: &mut rt::Ctx, P: (rt::Logical, rt::Logical, rt::Logical, i64), d: i64) -> rt::R<bool> {
    ctx.enter(15, "programs/cpl/checkers-prelude.cpl:11:1")?;
    let result: bool = (d >= search_depth(ctx)?);
    ctx.leave();
    Ok(result)
}

// TerminalValue(P) = value of
//     § let (X,Y,K,σ) = P
//       result is 3 × Count(X ∧ ~ K) + 10 × Count(X ∧ K)
//                   - 3 × Count(Y ∧ ~ K) - 10 × Count(Y ∧ K) §
//
// || The opening position: Black (to move, σ = 1) on standard squares 1-12, which are
// || Strachey's bits 5-17 less the ghost square 13; White on standard squares 21-32, bits
// || 27-39 less the ghost square 31. No kings.
/// `TerminalValue`(P: (logical, logical, logical, integer)): integer.
#[inline(always)]
pub fn terminal_value(ctx: &mut rt::Ctx, P: (rt::Logical, rt::Logical, rt::Logical, i64)) -> rt::R<i64> {
    ctx.tick(16, "programs/cpl/checkers-prelude.cpl:16:1")?;
    let result: i64 = 'b1: {
        let (X, Y, K, sigma,): (rt::Logical, rt::Logical, rt::Logical, i64) = P;
        rt::checked((rt::checked((rt::checked((rt::checked((3i64).checked_mul(((X).and((K).complement())).count()), "×", "programs/cpl/checkers-prelude.cpl:18:17")?).checked_add(rt::checked((10i64).checked_mul(((X).and(K)).count()), "×", "programs/cpl/checkers-prelude.cpl:18:38")?), "+", "programs/cpl/checkers-prelude.cpl:18:17")?).checked_sub(rt::checked((3i64).checked_mul(((Y).and((K).complement())).count()), "×", "programs/cpl/checkers-prelude.cpl:19:21")?), "-", "programs/cpl/checkers-prelude.cpl:18:17")?).checked_sub(rt::checked((10i64).checked_mul(((Y).and(K)).count()), "×", "programs/cpl/checkers-prelude.cpl:19:42")?), "-", "programs/cpl/checkers-prelude.cpl:18:17")?
    };
    Ok(result)
}

// Opening = value of
//     § let All = ~ Zero
//       let Black = Board ∧ ~ Shift(All, - 18)
//       let White = Board ∧ Shift(All, - 27)
//       result is (Black, White, Zero, 1) §
/// `Opening`: (logical, logical, logical, integer).
pub fn opening(ctx: &mut rt::Ctx) -> rt::R<(rt::Logical, rt::Logical, rt::Logical, i64)> {
    ctx.enter_constant("Opening", "programs/cpl/checkers-prelude.cpl:24:1")?;
    ctx.tick(17, "programs/cpl/checkers-prelude.cpl:24:1")?;
    let result: (rt::Logical, rt::Logical, rt::Logical, i64) = 'b1: {
        let All: rt::Logical = (rt::ZERO).complement();
        let Black: rt::Logical = (rt::BOARD).and(((All).shift(-18i64)).complement());
        let White: rt::Logical = (rt::BOARD).and((All).shift(-27i64));
        (Black, White, rt::ZERO, 1i64)
    };
    ctx.leave_constant();
    Ok(result)
}

