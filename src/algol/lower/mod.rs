//! The resolved form: what the interpreter runs and the translator reads, built from the
//! syntax tree by the resolver ([`super::resolve`]).
//!
//! Every block and procedure body becomes a [`Code`]: a flat list of instructions with jumps,
//! the way the period's translators compiled ALGOL. Compound, conditional and for statements
//! dissolve into jumps inside the code of their block, so a label inside a for body is just a
//! position: a `go to` into the body from outside continues there, and when the body completes
//! the controlled variable steps and is tested as the Report's expansion (4.6.4) says.
//! Variables become frame slots addressed by (levels up the static chain, slot); labels become
//! (levels up, label number); procedures, switches and own variables become table indices.
//!
//! - `mod.rs`: the resolved form's types ([`CProgram`], [`Code`], [`Instr`], [`CExpr`] ...);
//! - `stmt.rs`: blocks, procedure bodies and statements lowered to instructions and jumps
//!   (the for statement's expansion);
//! - `expr.rs`: variables, targets, expressions, designational expressions, calls and their
//!   actual parameters lowered to [`CExpr`] and [`CActual`].

use super::ast::*;

mod expr;
mod stmt;

/// An index into [`CProgram::sites`]: a span and a name for runtime error messages.
pub type Site = u32;

/// A frame slot seen from the code that uses it: `up` steps along the static chain, then
/// `slot`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Addr {
    pub up: u32,
    pub slot: u32,
}

pub use crate::algol::runtime::arith::StdFn;

impl StdFn {
    pub(super) fn by_name(name: &str) -> Option<StdFn> {
        Some(match name {
            "abs" => StdFn::Abs,
            "iabs" => StdFn::Iabs,
            "sign" => StdFn::Sign,
            "sqrt" => StdFn::Sqrt,
            "sin" => StdFn::Sin,
            "cos" => StdFn::Cos,
            "arctan" => StdFn::Arctan,
            "ln" => StdFn::Ln,
            "exp" => StdFn::Exp,
            "entier" => StdFn::Entier,
            _ => return None,
        })
    }
}

/// Input and output procedures known without declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IoProc {
    /// `input(v, ...)`: numbers from the input into variables or whole arrays.
    Input,
    /// `output('format', e, ...)`: the Library's formatted output.
    Output,
    OutInteger,
    OutReal,
    OutString,
    OutChar,
    OutBoolean,
    InReal,
    InInteger,
    /// The Modified Report's environmental block, beside the output procedures above.
    InChar,
    OutTerminator,
    Length,
    Fault,
    Stop,
    /// `maxreal`, `minreal`, `maxint`, `epsilon`.
    Constant(Constant),
}

pub use crate::algol::io::Constant;

impl IoProc {
    /// How many parameters the procedure takes (`None`: any number).
    pub fn parameters(self) -> Option<usize> {
        match self {
            IoProc::Input | IoProc::Output => None,
            IoProc::Stop | IoProc::Constant(_) => Some(0),
            IoProc::OutTerminator | IoProc::Length => Some(1),
            IoProc::OutChar | IoProc::InChar => Some(3),
            _ => Some(2),
        }
    }

    pub(super) fn by_name(name: &str) -> Option<IoProc> {
        Some(match name {
            "input" => IoProc::Input,
            "output" => IoProc::Output,
            "outinteger" => IoProc::OutInteger,
            "outreal" => IoProc::OutReal,
            "outstring" => IoProc::OutString,
            "outchar" => IoProc::OutChar,
            "outboolean" => IoProc::OutBoolean,
            "inreal" => IoProc::InReal,
            "ininteger" => IoProc::InInteger,
            "inchar" => IoProc::InChar,
            "outterminator" => IoProc::OutTerminator,
            "length" => IoProc::Length,
            "fault" => IoProc::Fault,
            "stop" => IoProc::Stop,
            "maxreal" => IoProc::Constant(Constant::MaxReal),
            "minreal" => IoProc::Constant(Constant::MinReal),
            "maxint" => IoProc::Constant(Constant::MaxInt),
            "epsilon" => IoProc::Constant(Constant::Epsilon),
            _ => return None,
        })
    }
}

/// Where an array lives.
#[derive(Debug, Clone)]
pub enum ArrayRef {
    Slot(Addr),
    Own(u32),
    /// A formal parameter: an array, or (used with subscripts) a switch.
    Formal(Addr),
}

#[derive(Debug, Clone)]
pub enum Callee {
    Proc { up: u32, id: u32 },
    Formal(Addr),
}

/// A resolved expression (arithmetic, Boolean, string or designational).
#[derive(Debug, Clone)]
pub enum CExpr {
    Int(i64),
    Real(f64),
    Bool(bool),
    Str(std::sync::Arc<str>),
    Var {
        addr: Addr,
        site: Site,
    },
    Own {
        index: u32,
        site: Site,
    },
    /// A formal name parameter used as a value (dereferences, evaluates a thunk, or calls a
    /// parameterless procedure).
    Formal {
        addr: Addr,
        site: Site,
    },
    Elem {
        array: ArrayRef,
        subs: Vec<CExpr>,
        site: Site,
    },
    Call {
        callee: Callee,
        args: Vec<CActual>,
        site: Site,
    },
    Std {
        f: StdFn,
        arg: Box<CExpr>,
        site: Site,
    },
    Io {
        op: IoProc,
        args: Vec<IoArg>,
        site: Site,
    },
    Neg(Box<CExpr>, Site),
    Not(Box<CExpr>, Site),
    Bin {
        op: BinaryOp,
        lhs: Box<CExpr>,
        rhs: Box<CExpr>,
        site: Site,
    },
    If {
        cond: Box<CExpr>,
        then: Box<CExpr>,
        otherwise: Box<CExpr>,
        site: Site,
    },
    Label {
        up: u32,
        label: u32,
    },
    SwitchElem {
        up: u32,
        id: u32,
        index: Box<CExpr>,
        site: Site,
    },
}

/// An actual parameter, prepared at compile time for the call.
#[derive(Debug, Clone)]
pub enum CActual {
    Const(CExpr),
    Loc(Addr),
    OwnLoc(u32),
    PassFormal(Addr),
    Array(ArrayRef),
    Proc { up: u32, id: u32 },
    Std(StdFn),
    Label { up: u32, label: u32 },
    Switch { up: u32, id: u32 },
    Thunk(CExpr),
}

#[derive(Debug, Clone)]
pub enum IoArg {
    Value(CExpr),
    Target(Target),
    WholeArray(ArrayRef, Site),
}

/// Something assignable.
#[derive(Debug, Clone)]
pub enum Target {
    Var {
        addr: Addr,
        ty: Option<Type>,
    },
    Own {
        index: u32,
        ty: Type,
    },
    Formal {
        addr: Addr,
        site: Site,
    },
    Elem {
        array: ArrayRef,
        subs: Vec<CExpr>,
        site: Site,
    },
}

#[derive(Debug, Clone)]
pub enum Instr {
    Assign {
        targets: Vec<Target>,
        value: CExpr,
        site: Site,
    },
    /// A procedure statement: evaluate for its effect.
    Eval(CExpr),
    Goto {
        dest: CExpr,
        site: Site,
    },
    Jump(usize),
    /// A `go to` a label of the same activation.
    GotoLocal {
        to: usize,
        site: Site,
    },
    JumpUnless {
        cond: CExpr,
        to: usize,
        site: Site,
    },
    Block(u32),
    /// for-list element bookkeeping (only for lists of several elements).
    SetElement {
        slot: u32,
        element: i64,
    },
    /// First test of a step-until element: leave to `exit` when exhausted.
    ForTest {
        var: CExpr,
        step: CExpr,
        limit: CExpr,
        exit: usize,
        site: Site,
    },
    /// End of the body for a step-until element: V := V + B, test, then back to `body` or on
    /// to `exit`.
    ForStep {
        target: Target,
        var: CExpr,
        step: CExpr,
        limit: CExpr,
        body: usize,
        exit: usize,
        site: Site,
    },
    /// End of the body of a for statement with several elements: continue the element that
    /// is running.
    ForDispatch {
        slot: u32,
        to: Vec<usize>,
        site: Site,
    },
}

impl Instr {
    /// The place in the text an instruction reports from; `None` for the jumps and
    /// bookkeeping the compiler made, which have none.
    pub fn site(&self) -> Option<Site> {
        match self {
            Instr::Assign { site, .. }
            | Instr::Goto { site, .. }
            | Instr::JumpUnless { site, .. }
            | Instr::ForTest { site, .. }
            | Instr::ForStep { site, .. }
            | Instr::ForDispatch { site, .. }
            | Instr::GotoLocal { site, .. } => Some(*site),
            Instr::Eval(CExpr::Call { site, .. }) | Instr::Eval(CExpr::Io { site, .. }) => {
                Some(*site)
            }
            _ => None,
        }
    }
}

/// A compiled for-list element: its kind (0 single, 1 step-until, 2 while), where its test
/// starts, and its step and limit.
type ElementPart = (u8, usize, Option<(CExpr, CExpr)>);

/// What a frame slot holds when the frame is made.
#[derive(Debug, Clone, Copy)]
pub enum SlotInit {
    Typed(Type),
    Dynamic,
    Element,
}

/// A declaration run when its block is entered.
#[derive(Debug, Clone)]
pub enum Init {
    Array {
        slots: Vec<u32>,
        ty: Type,
        bounds: Vec<(CExpr, CExpr)>,
        site: Site,
    },
    OwnArray {
        owns: Vec<u32>,
        ty: Type,
        bounds: Vec<(CExpr, CExpr)>,
        site: Site,
    },
}

/// The code of a block or a procedure body.
#[derive(Debug, Clone, Default)]
pub struct Code {
    pub instrs: Vec<Instr>,
    /// Label number -> instruction index.
    pub labels: Vec<usize>,
    /// Label number -> the label as written (for `--trace-labels`).
    pub label_names: Vec<String>,
    pub slots: Vec<SlotInit>,
    /// Slot -> the name declared for it, as written (`element`: a for-list's bookkeeping).
    pub slot_names: Vec<String>,
    pub inits: Vec<Init>,
    /// This code's number among every block and procedure body of the program (the outermost
    /// block is 0), and the number of the code it is declared in: the static chain, for the
    /// typed translation.
    pub uid: u32,
    pub parent: Option<u32>,
}

#[derive(Debug, Clone)]
pub struct ParamInfo {
    pub slot: u32,
    pub by_value: bool,
    pub spec: Option<Specifier>,
    pub site: Site,
}

#[derive(Debug, Clone)]
pub struct ProcInfo {
    pub name: String,
    pub ty: Option<Type>,
    pub params: Vec<ParamInfo>,
    pub result_slot: u32,
    pub code: Code,
    pub site: Site,
}

#[derive(Debug, Clone)]
pub struct SwitchInfo {
    pub name: String,
    pub elements: Vec<CExpr>,
    /// The code that declares it (its [`Code::uid`]): its elements are evaluated there.
    pub code: u32,
    /// Where its name is declared.
    pub span: Span,
}

/// A program ready to run.
#[derive(Debug, Clone)]
pub struct CProgram {
    pub main: Code,
    pub blocks: Vec<Code>,
    pub procs: Vec<ProcInfo>,
    pub switches: Vec<SwitchInfo>,
    pub owns: Vec<SlotInit>,
    /// Own variable -> its name as declared.
    pub own_names: Vec<String>,
    pub sites: Vec<(Span, String)>,
    /// The call at a site -> the place of each actual parameter in the text (a by-name
    /// actual is traced as its text).
    pub call_args: std::collections::HashMap<Site, Vec<Span>>,
    /// Whose library the environmental block behaves as: MARST's for a program read in
    /// MARST's representation (set by [`crate::algol::check_as`]).
    pub io_library: crate::algol::io::Library,
}
