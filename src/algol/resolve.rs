//! Syntax tree -> resolved form for the interpreter.
//!
//! Every block and procedure body becomes a [`Code`]: a flat list of instructions with jumps,
//! the way the period's translators compiled ALGOL. Compound, conditional and for statements
//! dissolve into jumps inside the code of their block, so a label inside a for body is just a
//! position: a `go to` into the body from outside continues there, and when the body completes
//! the controlled variable steps and is tested as the Report's expansion (4.6.4) says.
//! Variables become frame slots addressed by (levels up the static chain, slot); labels become
//! (levels up, label number); procedures, switches and own variables become table indices.
//! Errors found here (undeclared or misused names, wrong parameter counts) are diagnostics.

use std::collections::HashMap;

use super::ast::*;
use crate::diagnostic::{Diagnostic, Source};

/// An index into [`CProgram::sites`]: a span and a name for runtime error messages.
pub type Site = u32;

/// A frame slot seen from the code that uses it: `up` steps along the static chain, then
/// `slot`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Addr {
    pub up: u32,
    pub slot: u32,
}

pub use super::runtime::arith::StdFn;

impl StdFn {
    fn by_name(name: &str) -> Option<StdFn> {
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

pub use super::io::Constant;

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

    fn by_name(name: &str) -> Option<IoProc> {
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
}

/// A program ready to run.
#[derive(Debug, Clone)]
pub struct CProgram {
    pub main: Code,
    pub blocks: Vec<Code>,
    pub procs: Vec<ProcInfo>,
    pub switches: Vec<SwitchInfo>,
    pub owns: Vec<SlotInit>,
    pub sites: Vec<(Span, String)>,
    /// The call at a site -> the place of each actual parameter in the text (a by-name
    /// actual is traced as its text).
    pub call_args: std::collections::HashMap<Site, Vec<Span>>,
    /// Whose library the environmental block behaves as: MARST's for a program read in
    /// MARST's representation (set by [`super::check_as`]).
    pub io_library: super::io::Library,
}

// ---------------------------------------------------------------------------------------------
// The compiler

#[derive(Debug, Clone)]
enum Entity {
    Var {
        depth: u32,
        slot: u32,
        ty: Option<Type>,
    },
    Array {
        depth: u32,
        slot: u32,
    },
    Own {
        index: u32,
        ty: Type,
    },
    OwnArray {
        index: u32,
    },
    Formal {
        depth: u32,
        slot: u32,
        spec: Option<Specifier>,
    },
    Proc {
        depth: u32,
        id: u32,
        nparams: usize,
    },
    Label {
        depth: u32,
        label: u32,
    },
    Switch {
        depth: u32,
        id: u32,
    },
}

struct Scope {
    names: HashMap<String, (Entity, Span)>,
}

struct FrameBuilder {
    code: Code,
    /// Label number -> position, once known.
    label_pos: Vec<Option<usize>>,
    /// Jumps to patch: (instruction index, label number).
    pending: Vec<(usize, u32)>,
}

struct Compiler<'s> {
    source: &'s Source,
    scopes: Vec<Scope>,
    frames: Vec<FrameBuilder>,
    blocks: Vec<Code>,
    procs: Vec<Option<ProcInfo>>,
    switches: Vec<Option<SwitchInfo>>,
    owns: Vec<SlotInit>,
    sites: Vec<(Span, String)>,
    call_args: HashMap<Site, Vec<Span>>,
    /// Procedures whose bodies enclose the code being compiled: (id, frame depth).
    proc_stack: Vec<(u32, u32)>,
    /// Codes numbered so far (see [`Code::uid`]).
    uids: u32,
}

type Res<T> = Result<T, Diagnostic>;

/// Resolves a parsed program.
pub fn compile(source: &Source, program: &Program) -> Res<CProgram> {
    let mut c = Compiler {
        source,
        scopes: Vec::new(),
        frames: Vec::new(),
        blocks: Vec::new(),
        procs: Vec::new(),
        switches: Vec::new(),
        owns: Vec::new(),
        sites: Vec::new(),
        call_args: HashMap::new(),
        proc_stack: Vec::new(),
        uids: 0,
    };
    c.push_frame();
    c.scopes.push(Scope {
        names: HashMap::new(),
    });
    c.body_statement(&program.body)?;
    let main = c.pop_frame()?;
    let procs = c
        .procs
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| source.error(Span::default(), "a procedure was left uncompiled"))?;
    let switches = c
        .switches
        .into_iter()
        .collect::<Option<Vec<_>>>()
        .ok_or_else(|| source.error(Span::default(), "a switch was left uncompiled"))?;
    Ok(CProgram {
        main,
        blocks: c.blocks,
        procs,
        switches,
        owns: c.owns,
        sites: c.sites,
        call_args: c.call_args,
        io_library: super::io::Library::Reference,
    })
}

fn labels_of(s: &Statement, out: &mut Vec<Ident>) {
    out.extend(s.labels.iter().cloned());
    match &s.kind {
        StatementKind::Compound { body, .. } => body.iter().for_each(|t| labels_of(t, out)),
        StatementKind::If {
            then, otherwise, ..
        } => {
            labels_of(then, out);
            if let Some(o) = otherwise {
                labels_of(o, out);
            }
        }
        StatementKind::For { body, .. } => labels_of(body, out),
        _ => {}
    }
}

impl<'s> Compiler<'s> {
    fn err(&self, span: Span, msg: impl Into<String>) -> Diagnostic {
        self.source.error(span, msg)
    }

    fn site(&mut self, span: Span, name: &str) -> Site {
        self.sites.push((span, name.to_string()));
        (self.sites.len() - 1) as Site
    }

    fn depth(&self) -> u32 {
        (self.frames.len() - 1) as u32
    }

    fn frame(&mut self) -> &mut FrameBuilder {
        let last = self.frames.len() - 1;
        &mut self.frames[last]
    }

    fn code_len(&self) -> usize {
        self.frames.last().map_or(0, |f| f.code.instrs.len())
    }

    fn emit(&mut self, i: Instr) -> usize {
        let f = self.frame();
        f.code.instrs.push(i);
        f.code.instrs.len() - 1
    }

    fn new_slot(&mut self, init: SlotInit, name: &str) -> u32 {
        let f = self.frame();
        f.code.slots.push(init);
        f.code.slot_names.push(name.to_string());
        (f.code.slots.len() - 1) as u32
    }

    fn push_frame(&mut self) {
        let uid = self.uids;
        self.uids += 1;
        let parent = self.frames.last().map(|f| f.code.uid);
        self.frames.push(FrameBuilder {
            code: Code {
                uid,
                parent,
                ..Code::default()
            },
            label_pos: Vec::new(),
            pending: Vec::new(),
        });
    }

    fn pop_frame(&mut self) -> Res<Code> {
        let mut f = self
            .frames
            .pop()
            .ok_or_else(|| self.err(Span::default(), "frame stack underflow"))?;
        for (at, label) in std::mem::take(&mut f.pending) {
            let pos = f
                .label_pos
                .get(label as usize)
                .copied()
                .flatten()
                .unwrap_or(0);
            if let Instr::GotoLocal { to, .. } = &mut f.code.instrs[at] {
                *to = pos;
            }
        }
        f.code.labels = f.label_pos.iter().map(|p| p.unwrap_or(0)).collect();
        Ok(f.code)
    }

    fn declare(&mut self, id: &Ident, e: Entity) -> Res<()> {
        let scope = self
            .scopes
            .last_mut()
            .ok_or_else(|| self.source.error(id.span, "no scope"))?;
        if let Some((_, first)) = scope.names.get(&id.name) {
            let first = *first;
            return Err(self
                .err(
                    id.span,
                    format!("`{}` is declared twice in one block", id.text),
                )
                .with_note("the first declaration is here", self.source.locate(first)));
        }
        scope.names.insert(id.name.clone(), (e, id.span));
        Ok(())
    }

    fn lookup(&self, id: &Ident) -> Option<Entity> {
        self.scopes
            .iter()
            .rev()
            .find_map(|s| s.names.get(&id.name).map(|(e, _)| e.clone()))
    }

    fn up(&self, depth: u32) -> u32 {
        self.depth() - depth
    }

    /// Declares the labels of the statements of the current block (inside compound, if and
    /// for statements, not inside nested blocks).
    fn declare_labels(&mut self, stmts: &[&Statement]) -> Res<()> {
        let mut labels = Vec::new();
        for s in stmts {
            labels_of(s, &mut labels);
        }
        for l in labels {
            let number = self.frame().label_pos.len() as u32;
            self.frame().label_pos.push(None);
            self.frame().code.label_names.push(l.text.clone());
            let depth = self.depth();
            self.declare(
                &l,
                Entity::Label {
                    depth,
                    label: number,
                },
            )?;
        }
        Ok(())
    }

    // -----------------------------------------------------------------------------------------
    // Blocks and statements

    /// The program body: a block or a compound statement, in the outermost frame.
    fn body_statement(&mut self, s: &Statement) -> Res<()> {
        self.declare_labels(&[s])?;
        match &s.kind {
            StatementKind::Block(b) if s.labels.is_empty() => self.block_contents(b),
            _ => self.statement(s),
        }
    }

    /// Declarations and statements of a block, compiled into the current frame and a new
    /// scope.
    fn block_contents(&mut self, b: &Block) -> Res<()> {
        self.scopes.push(Scope {
            names: HashMap::new(),
        });
        let stmts: Vec<&Statement> = b.body.iter().collect();
        self.declare_labels(&stmts)?;
        let depth = self.depth();
        let mut procs = Vec::new();
        let mut switches = Vec::new();
        let mut inits = Vec::new();
        for d in &b.declarations {
            match d {
                Declaration::Simple { own, ty, names, .. } => {
                    for n in names {
                        let e = if *own {
                            self.owns.push(SlotInit::Typed(*ty));
                            Entity::Own {
                                index: (self.owns.len() - 1) as u32,
                                ty: *ty,
                            }
                        } else {
                            let slot = self.new_slot(SlotInit::Typed(*ty), &n.text);
                            Entity::Var {
                                depth,
                                slot,
                                ty: Some(*ty),
                            }
                        };
                        self.declare(n, e)?;
                    }
                }
                Declaration::Array {
                    own, ty, segments, ..
                } => {
                    for seg in segments {
                        let mut places = Vec::new();
                        for n in &seg.names {
                            let e = if *own {
                                self.owns.push(SlotInit::Dynamic);
                                let index = (self.owns.len() - 1) as u32;
                                places.push(index);
                                Entity::OwnArray { index }
                            } else {
                                let slot = self.new_slot(SlotInit::Dynamic, &n.text);
                                places.push(slot);
                                Entity::Array { depth, slot }
                            };
                            self.declare(n, e)?;
                        }
                        inits.push((*own, ty.unwrap_or(Type::Real), places, seg));
                    }
                }
                Declaration::Switch { name, elements, .. } => {
                    self.switches.push(None);
                    let id = (self.switches.len() - 1) as u32;
                    self.declare(name, Entity::Switch { depth, id })?;
                    switches.push((id, name, elements));
                }
                Declaration::Procedure(p) => {
                    self.procs.push(None);
                    let id = (self.procs.len() - 1) as u32;
                    self.declare(
                        &p.name,
                        Entity::Proc {
                            depth,
                            id,
                            nparams: p.params.len(),
                        },
                    )?;
                    procs.push((id, p));
                }
            }
        }
        for (own, ty, places, seg) in inits {
            let mut bounds = Vec::new();
            for (lo, hi) in &seg.bounds {
                bounds.push((self.expr(lo)?, self.expr(hi)?));
            }
            let first = &seg.names[0];
            let site = self.site(first.span, &first.text);
            let init = if own {
                Init::OwnArray {
                    owns: places,
                    ty,
                    bounds,
                    site,
                }
            } else {
                Init::Array {
                    slots: places,
                    ty,
                    bounds,
                    site,
                }
            };
            self.frame().code.inits.push(init);
        }
        for (id, name, elements) in switches {
            let mut elems = Vec::new();
            for e in elements {
                elems.push(self.desig(e)?);
            }
            self.switches[id as usize] = Some(SwitchInfo {
                name: name.text.clone(),
                elements: elems,
            });
        }
        for (id, p) in procs {
            let info = self.procedure(id, p)?;
            self.procs[id as usize] = Some(info);
        }
        for s in &b.body {
            self.statement(s)?;
        }
        self.scopes.pop();
        Ok(())
    }

    fn procedure(&mut self, id: u32, p: &Procedure) -> Res<ProcInfo> {
        self.push_frame();
        self.scopes.push(Scope {
            names: HashMap::new(),
        });
        let depth = self.depth();
        let result_slot = self.new_slot(
            match p.ty {
                Some(t) => SlotInit::Typed(t),
                None => SlotInit::Dynamic,
            },
            &p.name.text,
        );
        let mut specs: HashMap<&str, (Specifier, Span)> = HashMap::new();
        for spec in &p.specs {
            for n in &spec.names {
                if !p.params.iter().any(|q| q.name == n.name) {
                    return Err(self.err(
                        n.span,
                        format!(
                            "`{}` is specified but is not a parameter of `{}`",
                            n.text, p.name.text
                        ),
                    ));
                }
                specs.insert(n.name.as_str(), (spec.specifier, n.span));
            }
        }
        for v in &p.values {
            if !p.params.iter().any(|q| q.name == v.name) {
                return Err(self.err(
                    v.span,
                    format!(
                        "`{}` is in the value list but is not a parameter of `{}`",
                        v.text, p.name.text
                    ),
                ));
            }
        }
        let mut params = Vec::new();
        for q in &p.params {
            let by_value = p.values.iter().any(|v| v.name == q.name);
            let spec = specs.get(q.name.as_str()).map(|(s, _)| *s);
            let (slot, entity) = match (by_value, spec) {
                (true, Some(Specifier::Simple(t))) => {
                    let slot = self.new_slot(SlotInit::Typed(t), &q.text);
                    (
                        slot,
                        Entity::Var {
                            depth,
                            slot,
                            ty: Some(t),
                        },
                    )
                }
                (true, Some(Specifier::Array(_))) => {
                    let slot = self.new_slot(SlotInit::Dynamic, &q.text);
                    (slot, Entity::Array { depth, slot })
                }
                (true, None) => {
                    let slot = self.new_slot(SlotInit::Dynamic, &q.text);
                    (
                        slot,
                        Entity::Var {
                            depth,
                            slot,
                            ty: None,
                        },
                    )
                }
                _ => {
                    let slot = self.new_slot(SlotInit::Dynamic, &q.text);
                    (slot, Entity::Formal { depth, slot, spec })
                }
            };
            self.declare(q, entity)?;
            let site = self.site(q.span, &q.text);
            params.push(ParamInfo {
                slot,
                by_value,
                spec,
                site,
            });
        }
        self.proc_stack.push((id, depth));
        let result = match &p.body.kind {
            StatementKind::Block(b) if p.body.labels.is_empty() => self.block_contents(b),
            _ => {
                self.declare_labels(&[&p.body])?;
                self.statement(&p.body)
            }
        };
        self.proc_stack.pop();
        result?;
        self.scopes.pop();
        let code = self.pop_frame()?;
        let site = self.site(p.name.span, &p.name.text);
        Ok(ProcInfo {
            name: p.name.text.clone(),
            ty: p.ty,
            params,
            result_slot,
            code,
            site,
        })
    }

    fn mark_labels(&mut self, s: &Statement) -> Res<()> {
        let here = self.code_len();
        for l in &s.labels {
            match self.lookup(l) {
                Some(Entity::Label { label, depth }) if depth == self.depth() => {
                    self.frame().label_pos[label as usize] = Some(here);
                }
                _ => {
                    return Err(self.err(l.span, format!("the label `{}` is out of place", l.text)))
                }
            }
        }
        Ok(())
    }

    fn patch(&mut self, at: usize, to: usize) {
        self.patch_any(at, to)
    }

    fn statement(&mut self, s: &Statement) -> Res<()> {
        self.mark_labels(s)?;
        match &s.kind {
            StatementKind::Dummy => {}
            StatementKind::Assign { targets, value } => {
                let mut ts = Vec::new();
                for t in targets {
                    ts.push(self.target(t)?);
                }
                let value = self.expr(value)?;
                let site = self.site(s.span, "");
                self.emit(Instr::Assign {
                    targets: ts,
                    value,
                    site,
                });
            }
            StatementKind::Goto(e) => {
                let site = self.site(e.span, "");
                let dest = self.desig(e)?;
                match dest {
                    CExpr::Label { up: 0, label } => {
                        let at = self.emit(Instr::GotoLocal {
                            to: usize::MAX,
                            site,
                        });
                        self.frame().pending.push((at, label));
                    }
                    dest => {
                        self.emit(Instr::Goto { dest, site });
                    }
                }
            }
            StatementKind::Call { name, args } => {
                let e = self.call(name, args, s.span)?;
                self.emit(Instr::Eval(e));
            }
            StatementKind::Compound { body, .. } => {
                for t in body {
                    self.statement(t)?;
                }
            }
            StatementKind::Block(b) => {
                self.push_frame();
                self.block_contents(b)?;
                let code = self.pop_frame()?;
                self.blocks.push(code);
                let id = (self.blocks.len() - 1) as u32;
                self.emit(Instr::Block(id));
            }
            StatementKind::If {
                condition,
                then,
                otherwise,
            } => {
                let cond = self.expr(condition)?;
                let site = self.site(condition.span, "");
                let jump_else = self.emit(Instr::JumpUnless {
                    cond,
                    to: usize::MAX,
                    site,
                });
                self.statement(then)?;
                match otherwise {
                    Some(o) => {
                        let jump_end = self.emit(Instr::Jump(usize::MAX));
                        let else_at = self.code_len();
                        self.patch(jump_else, else_at);
                        self.statement(o)?;
                        let end = self.code_len();
                        self.patch(jump_end, end);
                    }
                    None => {
                        let end = self.code_len();
                        self.patch(jump_else, end);
                    }
                }
            }
            StatementKind::For {
                variable,
                elements,
                body,
            } => self.for_statement(variable, elements, body, s.span)?,
        }
        Ok(())
    }

    fn for_statement(
        &mut self,
        variable: &Variable,
        elements: &[ForElement],
        body: &Statement,
        span: Span,
    ) -> Res<()> {
        let target = self.target(variable)?;
        let var = self.variable_value(variable)?;
        let site = self.site(span, &variable.name.text);
        let several = elements.len() > 1;
        let element_slot = if several {
            Some(self.new_slot(SlotInit::Element, "element"))
        } else {
            None
        };
        // Jumps to patch: to the start of element k (k = n: all exhausted), to the body, to
        // the exit.
        let mut to_start: Vec<(usize, usize)> = Vec::new();
        let mut to_body: Vec<usize> = Vec::new();
        let mut to_exit: Vec<usize> = Vec::new();
        let mut starts = Vec::new();
        // Per element: (kind, where its test starts, step, limit).
        let mut parts: Vec<ElementPart> = Vec::new();
        for (i, el) in elements.iter().enumerate() {
            starts.push(self.code_len());
            if let Some(slot) = element_slot {
                self.emit(Instr::SetElement {
                    slot,
                    element: i as i64,
                });
            }
            match el {
                ForElement::Single(e) => {
                    let value = self.expr(e)?;
                    let at = self.code_len();
                    self.emit(Instr::Assign {
                        targets: vec![target.clone()],
                        value,
                        site,
                    });
                    to_body.push(self.emit(Instr::Jump(usize::MAX)));
                    parts.push((0, at, None));
                }
                ForElement::StepUntil { start, step, limit } => {
                    let value = self.expr(start)?;
                    self.emit(Instr::Assign {
                        targets: vec![target.clone()],
                        value,
                        site,
                    });
                    let step = self.expr(step)?;
                    let limit = self.expr(limit)?;
                    let test_at = self.emit(Instr::ForTest {
                        var: var.clone(),
                        step: step.clone(),
                        limit: limit.clone(),
                        exit: usize::MAX,
                        site,
                    });
                    to_start.push((test_at, i + 1));
                    to_body.push(self.emit(Instr::Jump(usize::MAX)));
                    parts.push((1, test_at, Some((step, limit))));
                }
                ForElement::While { value, condition } => {
                    let test_at = self.code_len();
                    let value = self.expr(value)?;
                    self.emit(Instr::Assign {
                        targets: vec![target.clone()],
                        value,
                        site,
                    });
                    let cond = self.expr(condition)?;
                    let at = self.emit(Instr::JumpUnless {
                        cond,
                        to: usize::MAX,
                        site,
                    });
                    to_start.push((at, i + 1));
                    to_body.push(self.emit(Instr::Jump(usize::MAX)));
                    parts.push((2, test_at, None));
                }
            }
        }
        // All elements exhausted.
        starts.push(self.code_len());
        to_exit.push(self.emit(Instr::Jump(usize::MAX)));
        let body_at = self.code_len();
        self.statement(body)?;
        // After the body: continue the running element.
        let dispatch = element_slot.map(|slot| {
            self.emit(Instr::ForDispatch {
                slot,
                to: Vec::new(),
                site,
            })
        });
        let mut continuations = Vec::new();
        for (i, (kind, test_at, step_limit)) in parts.into_iter().enumerate() {
            match (kind, step_limit) {
                (1, Some((step, limit))) => {
                    continuations.push(self.code_len());
                    let at = self.emit(Instr::ForStep {
                        target: target.clone(),
                        var: var.clone(),
                        step,
                        limit,
                        body: body_at,
                        exit: usize::MAX,
                        site,
                    });
                    to_start.push((at, i + 1));
                }
                (2, _) => {
                    if several {
                        continuations.push(test_at);
                    } else {
                        self.emit(Instr::Jump(test_at));
                    }
                }
                _ => {
                    continuations.push(self.code_len());
                    let at = self.emit(Instr::Jump(usize::MAX));
                    to_start.push((at, i + 1));
                }
            }
        }
        let exit = self.code_len();
        if let Some(d) = dispatch {
            if let Instr::ForDispatch { to, .. } = &mut self.frame().code.instrs[d] {
                *to = continuations;
            }
        }
        for (at, k) in to_start {
            // With one element, "the next element" is the exit itself.
            let to = if k + 1 >= starts.len() {
                exit
            } else {
                starts[k]
            };
            self.patch_any(at, to);
        }
        for at in to_body {
            self.patch_any(at, body_at);
        }
        for at in to_exit {
            self.patch_any(at, exit);
        }
        Ok(())
    }

    fn patch_any(&mut self, at: usize, to: usize) {
        match &mut self.frame().code.instrs[at] {
            Instr::Jump(t) => *t = to,
            Instr::JumpUnless { to: t, .. } => *t = to,
            Instr::ForTest { exit, .. } => *exit = to,
            Instr::ForStep { exit, .. } => *exit = to,
            _ => {}
        }
    }

    // -----------------------------------------------------------------------------------------
    // Variables and targets

    fn target(&mut self, v: &Variable) -> Res<Target> {
        let id = &v.name;
        let entity = self.lookup(id);
        match (&v.subscripts, entity) {
            (None, Some(Entity::Var { depth, slot, ty })) => Ok(Target::Var {
                addr: Addr {
                    up: self.up(depth),
                    slot,
                },
                ty,
            }),
            (None, Some(Entity::Own { index, ty })) => Ok(Target::Own { index, ty }),
            (None, Some(Entity::Formal { depth, slot, spec })) => match spec {
                Some(Specifier::Array(_))
                | Some(Specifier::Label)
                | Some(Specifier::Switch)
                | Some(Specifier::String)
                | Some(Specifier::Procedure(_)) => Err(self.err(
                    id.span,
                    format!("cannot assign to `{}`: it is not a variable", id.text),
                )),
                _ => {
                    let site = self.site(id.span, &id.text);
                    Ok(Target::Formal {
                        addr: Addr {
                            up: self.up(depth),
                            slot,
                        },
                        site,
                    })
                }
            },
            (None, Some(Entity::Proc { id: pid, .. })) => {
                match self.proc_stack.iter().rev().find(|(p, _)| *p == pid) {
                    Some((_, depth)) => {
                        let depth = *depth;
                        let ty = self.procs_ty(pid);
                        Ok(Target::Var {
                            addr: Addr {
                                up: self.up(depth),
                                slot: 0,
                            },
                            ty,
                        })
                    }
                    None => Err(self.err(
                        id.span,
                        format!(
                            "cannot assign to the procedure `{}` outside its own body",
                            id.text
                        ),
                    )),
                }
            }
            (Some(subs), Some(_)) => {
                let array = self.array_ref(id)?;
                let subs = self.exprs(subs)?;
                let site = self.site(v.span, &id.text);
                Ok(Target::Elem { array, subs, site })
            }
            (_, None) => Err(self.undeclared(id)),
            (None, Some(_)) => Err(self.err(
                id.span,
                format!("cannot assign to `{}`: it is not a variable", id.text),
            )),
        }
    }

    fn procs_ty(&self, _id: u32) -> Option<Type> {
        // The result slot is typed by its SlotInit; the target coerces by the value it holds.
        None
    }

    fn undeclared(&self, id: &Ident) -> Diagnostic {
        let mut message = format!("`{}` is not declared", id.text);
        // An all-Latin spelling of a Cyrillic name (`MAT1` for `МАТ1`) stays Latin: say so.
        let cyrillic = super::parse::as_cyrillic(&id.name);
        if cyrillic != id.name && self.scopes.iter().any(|s| s.names.contains_key(&cyrillic)) {
            message.push_str(&format!(
                " (`{cyrillic}` is: Latin look-alike letters read as Cyrillic only in a name \
                 that has a Cyrillic letter)"
            ));
        }
        self.err(id.span, message)
    }

    fn array_ref(&mut self, id: &Ident) -> Res<ArrayRef> {
        match self.lookup(id) {
            Some(Entity::Array { depth, slot }) => Ok(ArrayRef::Slot(Addr {
                up: self.up(depth),
                slot,
            })),
            Some(Entity::OwnArray { index }) => Ok(ArrayRef::Own(index)),
            Some(Entity::Formal { depth, slot, spec }) => match spec {
                None | Some(Specifier::Array(_)) => Ok(ArrayRef::Formal(Addr {
                    up: self.up(depth),
                    slot,
                })),
                _ => Err(self.err(id.span, format!("`{}` is not an array", id.text))),
            },
            Some(_) => Err(self.err(id.span, format!("`{}` is not an array", id.text))),
            None => Err(self.undeclared(id)),
        }
    }

    /// The value of a controlled variable, read as an expression.
    fn variable_value(&mut self, v: &Variable) -> Res<CExpr> {
        let e = match &v.subscripts {
            None => Expr {
                kind: ExprKind::Name(v.name.clone()),
                span: v.span,
            },
            Some(subs) => Expr {
                kind: ExprKind::Subscript {
                    name: v.name.clone(),
                    subscripts: subs.clone(),
                },
                span: v.span,
            },
        };
        self.expr(&e)
    }

    // -----------------------------------------------------------------------------------------
    // Expressions

    fn exprs(&mut self, es: &[Expr]) -> Res<Vec<CExpr>> {
        es.iter().map(|e| self.expr(e)).collect()
    }

    fn expr(&mut self, e: &Expr) -> Res<CExpr> {
        Ok(match &e.kind {
            ExprKind::Int(v) => CExpr::Int(*v),
            ExprKind::Real(v) => CExpr::Real(*v),
            ExprKind::Bool(b) => CExpr::Bool(*b),
            ExprKind::Str(s) => CExpr::Str(std::sync::Arc::from(s.as_str())),
            ExprKind::Name(id) => self.name_value(id, e.span)?,
            ExprKind::Subscript { name, subscripts } => match self.lookup(name) {
                Some(Entity::Switch { depth, id }) => {
                    let index = Box::new(self.single_subscript(subscripts, name)?);
                    let site = self.site(e.span, &name.text);
                    CExpr::SwitchElem {
                        up: self.up(depth),
                        id,
                        index,
                        site,
                    }
                }
                _ => {
                    let array = self.array_ref(name)?;
                    let subs = self.exprs(subscripts)?;
                    let site = self.site(e.span, &name.text);
                    CExpr::Elem { array, subs, site }
                }
            },
            ExprKind::Call { name, args } => self.call(name, args, e.span)?,
            ExprKind::Unary { op, operand } => {
                let inner = self.expr(operand)?;
                let site = self.site(e.span, "");
                match op {
                    UnaryOp::Plus => inner,
                    UnaryOp::Minus => match inner {
                        CExpr::Int(v) => CExpr::Int(-v),
                        CExpr::Real(v) => CExpr::Real(-v),
                        other => CExpr::Neg(Box::new(other), site),
                    },
                    UnaryOp::Not => CExpr::Not(Box::new(inner), site),
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let l = self.expr(lhs)?;
                let r = self.expr(rhs)?;
                let site = self.site(e.span, op.symbol(false));
                CExpr::Bin {
                    op: *op,
                    lhs: Box::new(l),
                    rhs: Box::new(r),
                    site,
                }
            }
            ExprKind::If {
                condition,
                then,
                otherwise,
            } => {
                let cond = Box::new(self.expr(condition)?);
                let then = Box::new(self.expr(then)?);
                let otherwise = Box::new(self.expr(otherwise)?);
                let site = self.site(condition.span, "");
                CExpr::If {
                    cond,
                    then,
                    otherwise,
                    site,
                }
            }
        })
    }

    fn single_subscript(&mut self, subs: &[Expr], name: &Ident) -> Res<CExpr> {
        match subs {
            [one] => self.expr(one),
            _ => Err(self.err(
                name.span,
                format!("the switch `{}` takes exactly one subscript", name.text),
            )),
        }
    }

    fn name_value(&mut self, id: &Ident, span: Span) -> Res<CExpr> {
        match self.lookup(id) {
            Some(Entity::Var { depth, slot, .. }) => {
                let site = self.site(span, &id.text);
                Ok(CExpr::Var {
                    addr: Addr {
                        up: self.up(depth),
                        slot,
                    },
                    site,
                })
            }
            Some(Entity::Own { index, .. }) => {
                let site = self.site(span, &id.text);
                Ok(CExpr::Own { index, site })
            }
            Some(Entity::Formal { depth, slot, .. }) => {
                let site = self.site(span, &id.text);
                Ok(CExpr::Formal {
                    addr: Addr {
                        up: self.up(depth),
                        slot,
                    },
                    site,
                })
            }
            Some(Entity::Proc { .. }) => self.call(id, &[], span),
            Some(Entity::Label { depth, label }) => Ok(CExpr::Label {
                up: self.up(depth),
                label,
            }),
            Some(Entity::Array { .. }) | Some(Entity::OwnArray { .. }) => Err(self.err(
                span,
                format!("`{}` is an array: it needs subscripts here", id.text),
            )),
            Some(Entity::Switch { .. }) => Err(self.err(
                span,
                format!("`{}` is a switch: it needs a subscript here", id.text),
            )),
            None => {
                if let Some(op) = IoProc::by_name(&id.name).filter(|op| op.parameters() == Some(0))
                {
                    let site = self.site(span, &id.text);
                    self.io_call(op, id, &[], span, site)
                } else if StdFn::by_name(&id.name).is_some() || IoProc::by_name(&id.name).is_some()
                {
                    Err(self.err(
                        span,
                        format!("the standard procedure `{}` needs parameters", id.text),
                    ))
                } else {
                    Err(self.undeclared(id))
                }
            }
        }
    }

    /// A designational expression: a label, a switch designator, a formal, or a conditional
    /// designational expression.
    fn desig(&mut self, e: &Expr) -> Res<CExpr> {
        match &e.kind {
            ExprKind::Int(v) => {
                let id = Ident {
                    name: v.to_string(),
                    text: v.to_string(),
                    span: e.span,
                };
                self.desig_name(&id)
            }
            ExprKind::Name(id) => self.desig_name(id),
            ExprKind::Subscript { name, subscripts } => match self.lookup(name) {
                Some(Entity::Switch { depth, id }) => {
                    let index = Box::new(self.single_subscript(subscripts, name)?);
                    let site = self.site(e.span, &name.text);
                    Ok(CExpr::SwitchElem {
                        up: self.up(depth),
                        id,
                        index,
                        site,
                    })
                }
                Some(Entity::Formal {
                    depth,
                    slot,
                    spec: None | Some(Specifier::Switch),
                }) => {
                    let subs = self.exprs(subscripts)?;
                    let site = self.site(e.span, &name.text);
                    Ok(CExpr::Elem {
                        array: ArrayRef::Formal(Addr {
                            up: self.up(depth),
                            slot,
                        }),
                        subs,
                        site,
                    })
                }
                Some(_) => Err(self.err(name.span, format!("`{}` is not a switch", name.text))),
                None => Err(self.undeclared(name)),
            },
            ExprKind::If {
                condition,
                then,
                otherwise,
            } => {
                let cond = Box::new(self.expr(condition)?);
                let then = Box::new(self.desig(then)?);
                let otherwise = Box::new(self.desig(otherwise)?);
                let site = self.site(condition.span, "");
                Ok(CExpr::If {
                    cond,
                    then,
                    otherwise,
                    site,
                })
            }
            _ => Err(self.err(e.span, "expected a label or a switch designator here")),
        }
    }

    fn desig_name(&mut self, id: &Ident) -> Res<CExpr> {
        match self.lookup(id) {
            Some(Entity::Label { depth, label }) => Ok(CExpr::Label {
                up: self.up(depth),
                label,
            }),
            Some(Entity::Formal {
                depth,
                slot,
                spec: None | Some(Specifier::Label),
            }) => {
                let site = self.site(id.span, &id.text);
                Ok(CExpr::Formal {
                    addr: Addr {
                        up: self.up(depth),
                        slot,
                    },
                    site,
                })
            }
            Some(_) => Err(self.err(id.span, format!("`{}` is not a label", id.text))),
            None => {
                let mut d = self.undeclared(id);
                d.message = format!("the label {}", d.message);
                Err(d)
            }
        }
    }

    fn call(&mut self, name: &Ident, args: &[Expr], span: Span) -> Res<CExpr> {
        let site = self.site(span, &name.text);
        self.call_args
            .insert(site, args.iter().map(|a| a.span).collect());
        match self.lookup(name) {
            Some(Entity::Proc { depth, id, nparams }) => {
                if nparams != args.len() {
                    return Err(self.err(
                        span,
                        format!(
                            "`{}` takes {nparams} parameter{}, this call gives {}",
                            name.text,
                            if nparams == 1 { "" } else { "s" },
                            args.len()
                        ),
                    ));
                }
                let args = self.actuals(args)?;
                Ok(CExpr::Call {
                    callee: Callee::Proc {
                        up: self.up(depth),
                        id,
                    },
                    args,
                    site,
                })
            }
            Some(Entity::Formal {
                depth,
                slot,
                spec: None | Some(Specifier::Procedure(_)),
            }) => {
                let args = self.actuals(args)?;
                Ok(CExpr::Call {
                    callee: Callee::Formal(Addr {
                        up: self.up(depth),
                        slot,
                    }),
                    args,
                    site,
                })
            }
            Some(_) => Err(self.err(name.span, format!("`{}` is not a procedure", name.text))),
            None => {
                if let Some(f) = StdFn::by_name(&name.name) {
                    match args {
                        [one] => Ok(CExpr::Std {
                            f,
                            arg: Box::new(self.expr(one)?),
                            site,
                        }),
                        _ => Err(self.err(span, format!("`{}` takes one parameter", name.text))),
                    }
                } else if let Some(op) = IoProc::by_name(&name.name) {
                    self.io_call(op, name, args, span, site)
                } else {
                    Err(self.undeclared(name))
                }
            }
        }
    }

    fn io_call(
        &mut self,
        op: IoProc,
        name: &Ident,
        args: &[Expr],
        span: Span,
        site: Site,
    ) -> Res<CExpr> {
        if let Some(n) = op.parameters() {
            if args.len() != n {
                return Err(self.err(
                    span,
                    format!(
                        "`{}` takes {n} parameter{}, this call gives {}",
                        name.text,
                        if n == 1 { "" } else { "s" },
                        args.len()
                    ),
                ));
            }
        }
        let mut out = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let reads_into = match op {
                IoProc::Input => true,
                IoProc::InReal | IoProc::InInteger => i == 1,
                IoProc::InChar => i == 2,
                _ => false,
            };
            if reads_into {
                let target = self.io_target(a)?;
                if op != IoProc::Input && matches!(target, IoArg::WholeArray(..)) {
                    return Err(self.err(
                        a.span,
                        format!("`{}` reads into one variable, not a whole array", name.text),
                    ));
                }
                out.push(target);
            } else {
                out.push(IoArg::Value(self.expr(a)?));
            }
        }
        if op == IoProc::Output && !matches!(out.first(), Some(IoArg::Value(_))) {
            return Err(self.err(span, "`output` needs a format string first"));
        }
        Ok(CExpr::Io {
            op,
            args: out,
            site,
        })
    }

    fn io_target(&mut self, a: &Expr) -> Res<IoArg> {
        match &a.kind {
            ExprKind::Name(id) => match self.lookup(id) {
                Some(Entity::Array { .. }) | Some(Entity::OwnArray { .. }) => {
                    let r = self.array_ref(id)?;
                    let site = self.site(a.span, &id.text);
                    Ok(IoArg::WholeArray(r, site))
                }
                Some(Entity::Formal {
                    spec: Some(Specifier::Array(_)),
                    ..
                }) => {
                    let r = self.array_ref(id)?;
                    let site = self.site(a.span, &id.text);
                    Ok(IoArg::WholeArray(r, site))
                }
                _ => Ok(IoArg::Target(self.target(&Variable {
                    name: id.clone(),
                    subscripts: None,
                    span: a.span,
                })?)),
            },
            ExprKind::Subscript { name, subscripts } => {
                Ok(IoArg::Target(self.target(&Variable {
                    name: name.clone(),
                    subscripts: Some(subscripts.clone()),
                    span: a.span,
                })?))
            }
            _ => Err(self.err(a.span, "input goes into a variable or an array")),
        }
    }

    fn actuals(&mut self, args: &[Expr]) -> Res<Vec<CActual>> {
        args.iter().map(|a| self.actual(a)).collect()
    }

    fn actual(&mut self, a: &Expr) -> Res<CActual> {
        Ok(match &a.kind {
            ExprKind::Int(_) | ExprKind::Real(_) | ExprKind::Bool(_) | ExprKind::Str(_) => {
                CActual::Const(self.expr(a)?)
            }
            ExprKind::Name(id) => match self.lookup(id) {
                Some(Entity::Var { depth, slot, .. }) => CActual::Loc(Addr {
                    up: self.up(depth),
                    slot,
                }),
                Some(Entity::Own { index, .. }) => CActual::OwnLoc(index),
                Some(Entity::Formal { depth, slot, .. }) => CActual::PassFormal(Addr {
                    up: self.up(depth),
                    slot,
                }),
                Some(Entity::Array { .. }) | Some(Entity::OwnArray { .. }) => {
                    CActual::Array(self.array_ref(id)?)
                }
                Some(Entity::Proc { depth, id, .. }) => CActual::Proc {
                    up: self.up(depth),
                    id,
                },
                Some(Entity::Label { depth, label }) => CActual::Label {
                    up: self.up(depth),
                    label,
                },
                Some(Entity::Switch { depth, id }) => CActual::Switch {
                    up: self.up(depth),
                    id,
                },
                None => match StdFn::by_name(&id.name) {
                    Some(f) => CActual::Std(f),
                    // `maxreal`, `stop`, ...: called when the formal is used.
                    None if IoProc::by_name(&id.name).and_then(IoProc::parameters) == Some(0) => {
                        CActual::Thunk(self.expr(a)?)
                    }
                    None => return Err(self.undeclared(id)),
                },
            },
            ExprKind::Subscript { name, .. } => match self.lookup(name) {
                Some(Entity::Switch { .. }) => CActual::Thunk(self.desig(a)?),
                _ => CActual::Thunk(self.expr(a)?),
            },
            ExprKind::If { .. } => match self.expr(a) {
                Ok(e) => CActual::Thunk(e),
                Err(first) => match self.desig(a) {
                    Ok(d) => CActual::Thunk(d),
                    Err(_) => return Err(first),
                },
            },
            _ => CActual::Thunk(self.expr(a)?),
        })
    }
}
